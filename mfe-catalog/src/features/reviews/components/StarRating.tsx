import { RATING_MAX } from 'shared-contracts';

/** Fill steps in percent: a quarter of a star each (products.css has a class per step). */
const FILL_STEP = 5;

/**
 * Five stars filled to `value` (to the nearest quarter star), read out as "Rated 4.5 out of 5".
 * The fill is a class, not an inline style: the pages' CSP refuses style attributes in the HTML a
 * page server renders.
 */
export function StarRating({ value }: { value: number }) {
  const fill = Math.round((Math.max(0, Math.min(1, value / RATING_MAX)) * 100) / FILL_STEP) * FILL_STEP;
  return (
    <span className="cat-stars" role="img" aria-label={`Rated ${value} out of ${RATING_MAX}`}>
      <span className="cat-stars__base" aria-hidden="true">
        ★★★★★
      </span>
      <span className={`cat-stars__fill cat-stars__fill--${fill}`} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
