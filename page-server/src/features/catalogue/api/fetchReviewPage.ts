/**
 * GET /api/products/{id}/reviews: the first page of a product's visible reviews, as the product
 * page asks for it (REVIEW_LIMITS.pageDefault, newest first) and as any visitor sees it.
 */
import { REVIEW_API_PATHS, REVIEW_LIMITS, type ReviewPage } from 'shared-contracts/catalogue';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { ApiResponseError, getJson } from './getJson';

export async function fetchReviewPage(apiOrigin: string, productId: string, fetchImpl: FetchLike): Promise<ReviewPage> {
  const query = new URLSearchParams({ limit: String(REVIEW_LIMITS.pageDefault), offset: '0' });
  const url = `${apiOrigin}${REVIEW_API_PATHS.reviews(productId)}?${query.toString()}`;
  const body = await getJson(url, fetchImpl);
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { reviews?: unknown }).reviews))
    throw new ApiResponseError(502, `${url} did not answer a page of reviews`);
  return body as ReviewPage;
}
