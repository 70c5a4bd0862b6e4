import { RATING_MAX } from 'shared-contracts';

/** Five stars filled to `value` (fractions too), read out as "Rated 4.5 out of 5". */
export function StarRating({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(1, value / RATING_MAX)) * 100;
  return (
    <span className="cat-stars" role="img" aria-label={`Rated ${value} out of ${RATING_MAX}`}>
      <span className="cat-stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className="cat-stars__fill" aria-hidden="true" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
