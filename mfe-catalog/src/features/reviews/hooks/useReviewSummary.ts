/**
 * The latest average and count the reviews API answered, per product, kept in the catalogue's
 * query cache for the parts of the page outside the reviews panel (the rating under the title,
 * the tab's count) to follow a new review. The reviews panel writes it; nothing reads it from the API.
 */
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReviewSummary } from '../state/reviewsState';

const reviewSummaryKey = (productId: string) => ['catalogue', 'review-summary', productId] as const;

/** Publishes the panel's summary (an equal one changes nothing). */
export function usePublishReviewSummary(productId: string, summary: ReviewSummary | null): void {
  const client = useQueryClient();
  useEffect(() => {
    if (summary) client.setQueryData(reviewSummaryKey(productId), summary);
  }, [client, productId, summary]);
}

/**
 * The product's summary from the reviews API, or null before it answered (show the product's own
 * figures then: a server render and its hydration do).
 */
export function useReviewSummary(productId: string): ReviewSummary | null {
  const { data } = useQuery<ReviewSummary>({ queryKey: reviewSummaryKey(productId), queryFn: skipToken });
  return data ?? null;
}
