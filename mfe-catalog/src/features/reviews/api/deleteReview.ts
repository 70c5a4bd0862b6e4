/** DELETE the author's own review; the product's new average and count when the answer carries them (the contract leaves its body open). */
import type { ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS } from 'shared-contracts/catalogue';
import type { ReviewSummary } from '../state/reviewsState';

const isSummary = (value: unknown): value is ReviewSummary =>
  typeof value === 'object' &&
  value !== null &&
  'avgRating' in value &&
  'reviewCount' in value &&
  typeof value.avgRating === 'number' &&
  typeof value.reviewCount === 'number';

export async function deleteReview(
  request: ApiRequest,
  productId: string,
  reviewId: string,
): Promise<ReviewSummary | null> {
  const answer = await request<unknown>('DELETE', REVIEW_API_PATHS.review(productId, reviewId));
  return isSummary(answer) ? { avgRating: answer.avgRating, reviewCount: answer.reviewCount } : null;
}
