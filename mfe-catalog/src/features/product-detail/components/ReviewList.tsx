import type { Review } from 'shared-contracts';
import { StarRating } from './StarRating';

export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  if (reviews.length === 0) return <p className="cat-reviews__empty">No reviews yet. Be the first to review this product.</p>;
  return (
    <ul className="cat-reviews" aria-label="Reviews">
      {reviews.map((review, index) => (
        <li key={index} className="cat-review">
          <p className="cat-review__head">
            <span className="cat-review__name">{review.name || 'A shopper'}</span>
            <StarRating value={review.rating} />
          </p>
          <p className="cat-review__text">{review.text}</p>
        </li>
      ))}
    </ul>
  );
}
