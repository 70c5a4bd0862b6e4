/** GET the signed-in shopper's own review of a product; null when they have none. */
import type { ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS, type MyReviewResponse, type ReviewView } from 'shared-contracts/catalogue';

export async function fetchMyReview(request: ApiRequest, productId: string): Promise<ReviewView | null> {
  const { review } = await request<MyReviewResponse>('GET', REVIEW_API_PATHS.mine(productId));
  return review;
}
