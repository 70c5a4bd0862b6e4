/** GET /api/products?…: one page of active products for a query, under the key the page data uses. */
import { productListSearch } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductListQuery, type ProductPage } from 'shared-contracts/catalogue';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { ApiResponseError, getJson } from './getJson';

export async function fetchProductPage(
  apiOrigin: string,
  query: ProductListQuery,
  fetchImpl: FetchLike,
): Promise<ProductPage> {
  const url = `${apiOrigin}${PRODUCT_API_PATHS.products}?${productListSearch(query)}`;
  const body = await getJson(url, fetchImpl);
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { products?: unknown }).products))
    throw new ApiResponseError(502, `${url} did not answer a page of products`);
  return body as ProductPage;
}
