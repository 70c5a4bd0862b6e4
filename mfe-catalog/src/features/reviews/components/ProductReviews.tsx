import { useId } from 'react';
import { useAuth } from 'shared-contracts/react';
import { useMyReview } from '../hooks/useMyReview';
import { useReviewActions } from '../hooks/useReviewActions';
import { useReviews } from '../hooks/useReviews';
import { MyReview } from './MyReview';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewList } from './ReviewList';
import '../../../styles/page.css';
import '../../products/components/products.css';
import './reviews.css';

const NO_DRAFT = { name: '', text: '', rating: null };

/**
 * A product's reviews from the server (the product page's Reviews tab): the average and count, the
 * list, and the form, or for a signed-in shopper who reviewed it already, their review to edit.
 * Another product starts afresh (no draft carried over).
 */
export function ProductReviews({ productId }: { productId: string }) {
  return <ProductReviewsPanel key={productId} productId={productId} />;
}

function ProductReviewsPanel({ productId }: { productId: string }) {
  const id = useId();
  const { user } = useAuth();
  const reviews = useReviews(productId);
  const [mine, setMine] = useMyReview(productId);
  const actions = useReviewActions(productId, reviews, setMine);
  const { summary } = reviews.state;
  const ownReview = mine.status === 'found' ? mine.review : null;

  return (
    <section className="cat-product-reviews" aria-labelledby={`${id}-title`}>
      <div className="cat-product-reviews__list">
        <h2 id={`${id}-title`} className="cat-product-reviews__title">
          Customer reviews
        </h2>
        {summary && summary.reviewCount > 0 ? (
          <RatingSummary average={summary.avgRating} count={summary.reviewCount} />
        ) : null}
        <ReviewList controller={reviews} ownReviewId={ownReview?.id ?? null} />
      </div>
      <div className="cat-product-reviews__side">
        {mine.status === 'checking' ? (
          <div className="cat-review-form cat-review-form--pending" role="status">
            <span className="visually-hidden">Checking for your review…</span>
          </div>
        ) : ownReview ? (
          <MyReview
            review={ownReview}
            onEdit={(request) => actions.edit(ownReview.id, request)}
            onDelete={() => actions.remove(ownReview.id)}
          />
        ) : (
          <ReviewForm
            title="Write a review"
            submitLabel="Submit review"
            initial={{ ...NO_DRAFT, name: user?.displayName ?? '' }}
            onSubmit={actions.post}
          >
            {mine.status === 'visitor' ? (
              <p className="cat-review-form__note">
                Posting as a guest: your review cannot be edited or deleted later. Log in to keep it editable.
              </p>
            ) : null}
          </ReviewForm>
        )}
      </div>
    </section>
  );
}
