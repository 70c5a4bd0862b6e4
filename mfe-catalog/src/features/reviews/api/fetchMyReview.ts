/** GET the signed-in shopper's own review of a product; null when they have none (the server's 404). */
import { ApiError, type ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS, type ReviewView } from 'shared-contracts/catalogue';

export async function fetchMyReview(request: ApiRequest, productId: string): Promise<ReviewView | null> {
  try {
    return await request<ReviewView>('GET', REVIEW_API_PATHS.mine(productId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
