/**
 * A product's reviews from the server, in the catalogue's query cache: the first page (the one the
 * page server embedded shows from the first render, on the server too; a signed-in shopper's list
 * is read for them), "Show more reviews", and the page's own changes written onto what was read.
 */
import { hashKey, keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ReviewResponse } from 'shared-contracts/catalogue';
import { useAuth, usePageData } from 'shared-contracts/react';
import { useLatestApi } from './useLatestApi';
import { usePublishReviewSummary } from './useReviewSummary';
import { fetchReviewPage } from '../api/fetchReviewPage';
import {
  INITIAL_REVIEWS,
  nextReviewOffset,
  reviewsOf,
  withoutReview,
  withSavedReview,
  type ReviewPages,
  type ReviewsState,
  type ReviewSummary,
} from '../state/reviewsState';
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
const IDLE = { status: 'idle', error: null } as const;

/** Per account: whose reviews are "mine" is the reader's. */
const reviewsKey = (productId: string, uid: string | null) => ['catalogue', 'reviews', productId, uid] as const;

export function useReviews(productId: string): ReviewsController {
  const requestRef = useLatestApi();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const embedded = usePageData('reviewPage', productId);
  const client = useQueryClient();
  const queryKey = reviewsKey(productId, uid);
  const { data, error, isError, isFetching, isFetchingNextPage, isFetchNextPageError, refetch, fetchNextPage } =
    useInfiniteQuery({
      queryKey,
      queryFn: ({ pageParam }) => fetchReviewPage(requestRef.current, productId, pageParam),
      initialPageParam: 0,
      getNextPageParam: (_last, pages) => nextReviewOffset(pages),
      // The page server's copy is what a visitor sees (no review is theirs).
      initialData: uid === null && embedded ? { pages: [embedded], pageParams: [0] } : undefined,
      // Signing in reads the list again as the shopper's; the visitor's list shows meanwhile.
      placeholderData: keepPreviousData,
    });

  const state = useMemo<ReviewsState>(() => {
    if (!data) {
      return isError && !isFetching
        ? { ...INITIAL_REVIEWS, status: 'error', error: errorMessage(error, LOAD_ERROR) }
        : INITIAL_REVIEWS;
    }
    const more: ReviewsState['more'] = isFetchingNextPage
      ? { status: 'loading', error: null }
      : isFetchNextPageError
        ? { status: 'error', error: errorMessage(error, LOAD_ERROR) }
        : IDLE;
    return { ...INITIAL_REVIEWS, status: 'ready', ...reviewsOf(data.pages), more };
  }, [data, error, isError, isFetching, isFetchingNextPage, isFetchNextPageError]);

  usePublishReviewSummary(productId, state.summary);

  const hash = hashKey(queryKey);
  const change = useCallback(
    (edit: (pages: ReviewPages) => ReviewPages) =>
      client.setQueryData<ReviewPages>(queryKey, (pages) => (pages ? edit(pages) : pages)),
    // The key's hash names it: a new array with the same parts is the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, hash],
  );
  const saved = useCallback(
    (response: ReviewResponse) => change((pages) => withSavedReview(pages, response)),
    [change],
  );
  const removed = useCallback(
    (reviewId: string, summary: ReviewSummary | null) => {
      change((pages) => withoutReview(pages, reviewId, summary));
      // The answer had no figures: the pages are read again, with them.
      if (!summary) void client.invalidateQueries({ queryKey, exact: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [change, client, hash],
  );

  return {
    state,
    retry: () => void refetch(),
    loadMore: () => void fetchNextPage(),
    saved,
    removed,
  };
}
