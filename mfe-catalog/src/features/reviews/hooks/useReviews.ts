/** A product's reviews from the server: the first page, "Show more reviews", and the page's own changes. */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { ReviewPage, ReviewResponse } from 'shared-contracts/catalogue';
import { usePageData } from 'shared-contracts/react';
import { useLatestApi } from './useLatestApi';
import { fetchReviewPage } from '../api/fetchReviewPage';
import { INITIAL_REVIEWS, reviewsReducer, type ReviewsState, type ReviewSummary } from '../state/reviewsState';
import { usePublishReviewSummary } from './useReviewSummary';
import { errorMessage } from '../utils/reviewDraft';

export interface ReviewsController {
  state: ReviewsState;
  retry: () => void;
  loadMore: () => void;
  /** A review the shopper posted or edited, as the server stored it. */
  saved: (response: ReviewResponse) => void;
  /** A review the shopper deleted; the summary when the server's answer had it. */
  removed: (reviewId: string, summary: ReviewSummary | null) => void;
}

const LOAD_ERROR = 'Please try again.';

const firstState = (page: ReviewPage | undefined): ReviewsState =>
  page ? reviewsReducer(INITIAL_REVIEWS, { type: 'loaded', page }) : INITIAL_REVIEWS;

/**
 * `productId`'s reviews: the first page the page server embedded (page data) shows from the first
 * render, on the server too, and is read again for the shopper; otherwise it is read first.
 */
export function useReviews(productId: string): ReviewsController {
  const requestRef = useLatestApi();
  const embedded = usePageData('reviewPage', productId);
  const [state, dispatch] = useReducer(reviewsReducer, embedded, firstState);
  const [attempt, retryLoad] = useReducer((n: number) => n + 1, 0);
  // Answers for another product (or an older attempt) are dropped.
  const generation = useRef(0);
  // The embedded page stays on screen while its fresher copy is read (not a skeleton in between).
  const shownFromPageData = useRef(state.status === 'ready');

  useEffect(() => {
    const current = ++generation.current;
    if (attempt > 0 || !shownFromPageData.current) dispatch({ type: 'load' });
    fetchReviewPage(requestRef.current, productId, 0)
      .then((page) => current === generation.current && dispatch({ type: 'loaded', page }))
      .catch(
        (error: unknown) =>
          current === generation.current && dispatch({ type: 'failed', message: errorMessage(error, LOAD_ERROR) }),
      );
  }, [productId, attempt, requestRef]);

  usePublishReviewSummary(productId, state.summary);

  const offset = state.reviews.length;
  const loadMore = useCallback(() => {
    const current = generation.current;
    dispatch({ type: 'loadMore' });
    fetchReviewPage(requestRef.current, productId, offset)
      .then((page) => current === generation.current && dispatch({ type: 'loadedMore', page }))
      .catch(
        (error: unknown) =>
          current === generation.current && dispatch({ type: 'moreFailed', message: errorMessage(error, LOAD_ERROR) }),
      );
  }, [productId, offset, requestRef]);

  const saved = useCallback((response: ReviewResponse) => dispatch({ type: 'saved', response }), []);

  const removed = useCallback(
    (reviewId: string, summary: ReviewSummary | null) => {
      dispatch({ type: 'removed', reviewId, summary });
      if (summary) return;
      // The answer had no figures: ask for them (one review's page carries the average and count).
      const current = generation.current;
      fetchReviewPage(requestRef.current, productId, 0, 1)
        .then(
          (page) =>
            current === generation.current &&
            dispatch({
              type: 'summary',
              summary: { avgRating: page.avgRating, reviewCount: page.reviewCount },
              total: page.total,
            }),
        )
        .catch(() => undefined);
    },
    [productId, requestRef],
  );

  return { state, retry: retryLoad, loadMore, saved, removed };
}
