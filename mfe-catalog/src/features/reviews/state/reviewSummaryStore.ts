/**
 * The latest average and count the reviews API answered, per product, for the parts of the page
 * outside the reviews panel (the rating under the title, the tab's count) to follow a new review.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { ReviewSummary } from './reviewsState';

const summaries = new Map<string, ReviewSummary>();
const listeners = new Set<() => void>();

export function publishReviewSummary(productId: string, summary: ReviewSummary): void {
  const known = summaries.get(productId);
  if (known && known.avgRating === summary.avgRating && known.reviewCount === summary.reviewCount) return;
  summaries.set(productId, summary);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noSummary = (): null => null;

/** The product's summary from the reviews API, or null before it answered (show the product's own figures then). */
export function useReviewSummary(productId: string): ReviewSummary | null {
  const read = useCallback(() => summaries.get(productId) ?? null, [productId]);
  // A server render and its hydration show the product's own figures.
  return useSyncExternalStore(subscribe, read, noSummary);
}

/** For tests. */
export function resetReviewSummaries(): void {
  summaries.clear();
}
