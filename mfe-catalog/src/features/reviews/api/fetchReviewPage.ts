/** GET one page of a product's visible reviews, newest first, with the product's average and count. */
import type { ApiRequest } from 'shared-contracts';
import { REVIEW_API_PATHS, REVIEW_LIMITS, type ReviewPage } from 'shared-contracts/catalogue';

export function fetchReviewPage(
  request: ApiRequest,
  productId: string,
  offset: number,
  limit: number = REVIEW_LIMITS.pageDefault,
): Promise<ReviewPage> {
  const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  return request<ReviewPage>('GET', `${REVIEW_API_PATHS.reviews(productId)}?${query.toString()}`);
}
