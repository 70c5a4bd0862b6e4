/** Post, edit and delete, each followed on the page: the list, the summary, the shopper's own review, a toast. */
import { useMemo } from 'react';
import { ApiError, MESSAGES } from 'shared-contracts';
import { showToast } from 'shared-contracts/toast';
import type { PostReviewRequest, ReviewResponse, ReviewView } from 'shared-contracts/catalogue';
import { deleteReview } from '../api/deleteReview';
import { editReview } from '../api/editReview';
import { fetchMyReview } from '../api/fetchMyReview';
import { postReview } from '../api/postReview';
import { useLatestApi } from './useLatestApi';
import type { ReviewsController } from './useReviews';

export interface ReviewActions {
  post: (request: PostReviewRequest) => Promise<void>;
  edit: (reviewId: string, request: PostReviewRequest) => Promise<void>;
  remove: (reviewId: string) => Promise<void>;
}

export function useReviewActions(
  productId: string,
  { saved, removed }: Pick<ReviewsController, 'saved' | 'removed'>,
  setMine: (review: ReviewView | null) => void,
): ReviewActions {
  const requestRef = useLatestApi();
  return useMemo(
    () => ({
      async post(request) {
        let response: ReviewResponse;
        try {
          response = await postReview(requestRef.current, productId, request);
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 409)) throw error;
          // Already reviewed (another tab or device): that review, to edit, takes the form's place.
          const own = await fetchMyReview(requestRef.current, productId).catch(() => null);
          if (!own) throw error;
          setMine(own);
          showToast('info', error.message);
          return;
        }
        saved(response);
        // A signed-in author's review is theirs to edit: it takes the form's place.
        if (response.review.mine) setMine(response.review);
        showToast('success', MESSAGES.reviewSubmitted);
      },
      async edit(reviewId, request) {
        const response = await editReview(requestRef.current, productId, reviewId, request);
        saved(response);
        setMine(response.review);
        showToast('success', 'Review updated');
      },
      async remove(reviewId) {
        const summary = await deleteReview(requestRef.current, productId, reviewId);
        removed(reviewId, summary);
        setMine(null);
        showToast('success', 'Review deleted');
      },
    }),
    [productId, saved, removed, setMine, requestRef],
  );
}
