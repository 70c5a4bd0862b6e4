import { useEffect, useRef, useState } from 'react';
import { hasMoreReviews } from '../state/reviewsState';
import type { ReviewsController } from '../hooks/useReviews';
import { ReviewItem } from './ReviewItem';
import { ReviewListSkeleton } from './ReviewListSkeleton';

export const EMPTY_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product.';

/** The loaded reviews, newest first, with "Show more reviews"; skeleton, empty and error states. */
export function ReviewList({ controller, ownReviewId }: { controller: ReviewsController; ownReviewId: string | null }) {
  const { state, retry, loadMore } = controller;
  const listRef = useRef<HTMLUListElement>(null);
  // How many reviews were shown when "Show more reviews" was pressed, until the answer is in.
  const shownBefore = useRef<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const more = hasMoreReviews(state);

  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || state.more.status === 'loading') return;
    shownBefore.current = null;
    if (state.more.status === 'error') return;
    setAnnouncement(`Showing ${state.reviews.length} of ${state.total} reviews.`);
    // The button is gone with the last page: keyboard focus goes on to the first new review.
    if (!more) listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[before]?.focus();
  }, [state.more.status, state.reviews.length, state.total, more]);

  if (state.status === 'loading') return <ReviewListSkeleton />;
  if (state.status === 'error') {
    return (
      <div className="cat-alert cat-alert--retry" role="alert">
        <p>Reviews could not be loaded. {state.error}</p>
        <button type="button" className="cat-button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (state.reviews.length === 0) return <p className="cat-reviews__empty">{EMPTY_REVIEWS_TEXT}</p>;

  const showMore = () => {
    if (state.more.status === 'loading') return;
    shownBefore.current = state.reviews.length;
    loadMore();
  };
  return (
    <div className="cat-reviews__body">
      <ul ref={listRef} className="cat-reviews" aria-label="Reviews">
        {state.reviews.map((review) => (
          <li key={review.id} tabIndex={-1}>
            <ReviewItem review={review} own={review.mine || review.id === ownReviewId} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {state.more.status === 'loading' ? 'Loading more reviews…' : announcement}
      </p>
      {state.more.status === 'error' ? (
        <p className="cat-alert" role="alert">
          More reviews could not be loaded. {state.more.error}
        </p>
      ) : null}
      {more ? (
        <button
          type="button"
          className="cat-button cat-button--secondary cat-reviews__more"
          aria-disabled={state.more.status === 'loading' || undefined}
          onClick={showMore}
        >
          {state.more.status === 'error' ? 'Retry' : 'Show more reviews'}
        </button>
      ) : null}
    </div>
  );
}
