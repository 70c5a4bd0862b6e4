import { useRef } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadError } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { REVIEWS_PER_PAGE, useReviewModeration } from '../hooks/useReviewModeration';
import { ReviewItem } from './ReviewItem';
import { LoadingStatus } from '../../../components/LoadingStatus';

/**
 * The product's reviews for moderation (hidden and held ones marked): Hide / Show and Delete each,
 * Approve / Reject for a visitor's review awaiting approval. If the reviews API cannot be reached,
 * only this section says so; the rest of the page works.
 */
export function ReviewsModeration({ productId }: { productId: string }) {
  const moderation = useReviewModeration(productId);
  const { state, page } = moderation;
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const restoreFocus = () =>
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : heading.current)?.focus());

  return (
    <section className="adm-reviews" aria-labelledby="adm-reviews-title">
      <h2 id="adm-reviews-title" ref={heading} tabIndex={-1} className="adm-heading">
        Reviews
      </h2>
      {state.status === 'loading' && <LoadingStatus>Loading reviews…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the reviews" message={state.message} onRetry={moderation.reload} />}
      {state.status === 'ready' && state.data.total === 0 && <p className="adm-status">No reviews yet.</p>}
      {state.status === 'ready' && state.data.total > 0 && (
        <>
          <p className="adm-hint">
            {state.data.total === 1 ? '1 review' : `${state.data.total} reviews`} in all; shoppers see{' '}
            {state.data.reviewCount} (average {state.data.avgRating} of 5).
          </p>
          <ul className="adm-review-list">
            {state.data.reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                busy={moderation.pendingId !== null}
                onToggleHidden={() => void moderation.toggleHidden(review)}
                onApprove={() => void moderation.approve(review)}
                onReject={() => void moderation.reject(review)}
                onDelete={(trigger) => {
                  opener.current = trigger;
                  moderation.askDelete(review);
                }}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.ceil(state.data.total / REVIEWS_PER_PAGE)}
            label="Review pages"
            onSelect={moderation.setPage}
          />
        </>
      )}
      {moderation.confirming && (
        <ConfirmDialog
          title={`Delete the review by ${moderation.confirming.name || 'Anonymous'}?`}
          message="It disappears for every shopper and no longer counts towards the rating. It cannot be undone."
          confirmLabel="Delete review"
          pendingLabel="Deleting…"
          pending={moderation.pendingId !== null}
          onCancel={() => {
            moderation.cancelDelete();
            restoreFocus();
          }}
          onConfirm={() => void moderation.confirmDelete().then(restoreFocus)}
        />
      )}
    </section>
  );
}
