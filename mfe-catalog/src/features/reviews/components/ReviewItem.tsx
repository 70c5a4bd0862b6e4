import type { ReviewView } from 'shared-contracts/catalogue';
import { formatReviewDate } from '../utils/formatReviewDate';
import { StarRating } from './StarRating';

/**
 * One review: name, badges, stars, date and the text, always as text (React escapes it; no HTML).
 * A visitor's own review held for the shop's approval says so (only its author's page has it).
 */
export function ReviewItem({ review, own = false }: { review: ReviewView; own?: boolean }) {
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article className="cat-review" aria-label={`Review by ${review.name || 'a shopper'}`}>
      <div className="cat-review__head">
        <span className="cat-review__name">{review.name || 'A shopper'}</span>
        {review.verifiedPurchase ? <span className="cat-review__badge">Verified purchase</span> : null}
        {own ? <span className="cat-review__badge cat-review__badge--own">Your review</span> : null}
        {review.awaitingApproval ? (
          <span className="cat-review__badge cat-review__badge--own">Awaiting approval</span>
        ) : null}
      </div>
      <div className="cat-review__meta">
        <StarRating value={review.rating} />
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        {edited ? <span>(edited)</span> : null}
      </div>
      <p className="cat-review__text">{review.text}</p>
    </article>
  );
}
