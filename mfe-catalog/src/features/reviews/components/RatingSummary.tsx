import { StarRating } from './StarRating';

/** "★★★★½ 4.5 (3 reviews)", or "No reviews yet". */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  if (count === 0) return <p className="cat-rating">No reviews yet</p>;
  return (
    <p className="cat-rating">
      <StarRating value={average} />
      <span className="cat-rating__value">{average.toFixed(1)}</span>
      <span className="cat-rating__count">
        ({count} {count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
