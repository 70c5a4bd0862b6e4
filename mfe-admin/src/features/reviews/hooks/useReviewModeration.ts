import { useCallback, useState } from 'react';
import { showToast } from 'shared-contracts/toast';
import { REVIEW_LIMITS, type ReviewPage, type ReviewView } from 'shared-contracts/catalogue';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource, type Resource } from '../../../hooks/useResource';

export const REVIEWS_PER_PAGE = REVIEW_LIMITS.pageDefault;

export const MODERATION_TEXT = {
  hidden: 'Review hidden: shoppers no longer see it.',
  shown: 'Review shown again.',
  deleted: 'Review deleted.',
  approved: 'Review approved: shoppers see it and it counts in the rating.',
  rejected: 'Review rejected and removed.',
  failed: (message: string) => `The review was not changed: ${message}`,
} as const;

export interface ReviewModeration {
  state: Resource<ReviewPage>;
  reload: () => void;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
  /** The review an action is running on, or null. */
  pendingId: string | null;
  confirming: ReviewView | null;
  toggleHidden: (review: ReviewView) => Promise<void>;
  /** Publishes a review awaiting approval. */
  approve: (review: ReviewView) => Promise<void>;
  /** Removes a review awaiting approval. */
  reject: (review: ReviewView) => Promise<void>;
  askDelete: (review: ReviewView) => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Every review of one product (hidden and held ones too), a page at a time, with Hide / Show and
 * Delete, and Approve / Reject for a visitor's review awaiting approval.
 */
export function useReviewModeration(productId: string): ReviewModeration {
  const api = useAdminApi();
  const [page, setPage] = useState(1);
  const load = useCallback(
    () => api.productReviews(productId, { limit: REVIEWS_PER_PAGE, offset: (page - 1) * REVIEWS_PER_PAGE }),
    [api, page, productId],
  );
  const { state, reload, update } = useResource(['product-reviews', productId, page], load);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ReviewView | null>(null);

  /** Runs one action on `review` (one at a time): a toast says how it went. */
  const act = useCallback(
    async (review: ReviewView, action: () => Promise<void>) => {
      if (pendingId) return;
      setPendingId(review.id);
      try {
        await action();
      } catch (error) {
        showToast('error', MODERATION_TEXT.failed(messageOf(error)));
      } finally {
        setPendingId(null);
      }
    },
    [pendingId],
  );

  const toggleHidden = useCallback(
    (review: ReviewView) =>
      act(review, async () => {
        const hidden = !review.hidden;
        await api.moderateReview(productId, review.id, { hidden });
        update((data) => ({ ...data, reviews: data.reviews.map((r) => (r.id === review.id ? { ...r, hidden } : r)) }));
        showToast('success', hidden ? MODERATION_TEXT.hidden : MODERATION_TEXT.shown);
      }),
    [act, api, productId, update],
  );

  const approve = useCallback(
    (review: ReviewView) =>
      act(review, async () => {
        const { avgRating, reviewCount } = await api.approveReview(productId, review.id);
        update((data) => ({
          ...data,
          avgRating,
          reviewCount,
          reviews: data.reviews.map((r) => (r.id === review.id ? { ...r, awaitingApproval: false } : r)),
        }));
        showToast('success', MODERATION_TEXT.approved);
      }),
    [act, api, productId, update],
  );

  const reject = useCallback(
    (review: ReviewView) =>
      act(review, async () => {
        await api.rejectReview(productId, review.id);
        showToast('success', MODERATION_TEXT.rejected);
        reload();
      }),
    [act, api, productId, reload],
  );

  const confirmDelete = useCallback(async () => {
    if (!confirming || pendingId) return;
    setPendingId(confirming.id);
    try {
      await api.deleteReview(productId, confirming.id);
      showToast('success', MODERATION_TEXT.deleted);
      // The last review of a later page gone: show the page before it.
      const lastOnPage = state.status === 'ready' && state.data.reviews.length === 1 && page > 1;
      if (lastOnPage) setPage(page - 1);
      else reload();
    } catch (error) {
      showToast('error', MODERATION_TEXT.failed(messageOf(error)));
    } finally {
      setPendingId(null);
      setConfirming(null);
    }
  }, [api, confirming, page, pendingId, productId, reload, state]);

  return {
    state,
    reload,
    page,
    setPage,
    pendingId,
    confirming,
    toggleHidden,
    approve,
    reject,
    askDelete: setConfirming,
    cancelDelete: useCallback(() => setConfirming(null), []),
    confirmDelete,
  };
}
