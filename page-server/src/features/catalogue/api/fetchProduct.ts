/** GET /api/products/{id}: the product, or null when the API does not sell it (unknown or archived: 404). */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { ApiResponseError, getJson } from './getJson';

export async function fetchProduct(
  apiOrigin: string,
  id: string,
  fetchImpl: FetchLike,
): Promise<CatalogueProduct | null> {
  const url = `${apiOrigin}${PRODUCT_API_PATHS.product(id)}`;
  let body: unknown;
  try {
    body = await getJson(url, fetchImpl);
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    throw error;
  }
  if (typeof body !== 'object' || body === null || (body as { id?: unknown }).id !== id)
    throw new ApiResponseError(502, `${url} did not answer that product`);
  return body as CatalogueProduct;
}
