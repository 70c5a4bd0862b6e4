/**
 * What a product document carries about its reviews, kept by the server: the average of the
 * visible reviews (spec: one decimal, 0 with none), how many there are, and the newest few as the
 * product's `reviews` preview. Written with one atomic mutate of products/{id} whose change is
 * pure, so the product's change feed (and with it the product stream) announces the new average.
 */
import type { Review } from 'shared-contracts';
import { averageRating } from 'shared-contracts/catalogue';
import type { DocumentData, JsonValue } from '../../storage/port';
import type { StoredReview } from './reviewRecord';

/** How many of the newest visible reviews a product document carries. */
export const PREVIEW_SIZE = 3;

export interface ReviewAggregates {
  avgRating: number;
  reviewCount: number;
  reviews: Review[];
}

/** `visible`: the product's visible reviews, newest first. */
export function reviewAggregates(visible: readonly StoredReview[]): ReviewAggregates {
  return {
    avgRating: averageRating(visible),
    reviewCount: visible.length,
    reviews: visible.slice(0, PREVIEW_SIZE).map(({ name, rating, text }) => ({ name, rating, text })),
  };
}

const sameJson = (a: JsonValue | undefined, b: JsonValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The change for `docs.mutate('products', id, …)`: the product with these aggregates, or
 * undefined (no write) when the product is gone or already carries them. Other fields are kept
 * as stored.
 */
export function withAggregates(
  aggregates: ReviewAggregates,
): (current: DocumentData | null) => DocumentData | undefined {
  const reviews: JsonValue = aggregates.reviews.map((review) => ({ ...review }));
  return (current) => {
    if (current === null) return undefined;
    if (
      current.avgRating === aggregates.avgRating &&
      current.reviewCount === aggregates.reviewCount &&
      sameJson(current.reviews, reviews)
    ) {
      return undefined;
    }
    return { ...current, avgRating: aggregates.avgRating, reviewCount: aggregates.reviewCount, reviews };
  };
}
