/** GET /api/products?limit&offset&category&q&sort: one page of active products and the total. */
import { productListSearch } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductListQuery, type ProductPage } from 'shared-contracts/catalogue';
import { getJson, type FetchLike } from './requestJson';
import { toProductPage } from './remoteProduct';

// The query string of a page is also its key in the page server's page data: one definition for both.
export { productListSearch as productPageSearch, SEARCH_MAX } from 'shared-contracts';

export async function fetchProductPage(
  apiBaseUrl: string,
  query: ProductListQuery,
  fetchImpl: FetchLike,
  signal?: AbortSignal,
): Promise<ProductPage> {
  return toProductPage(
    await getJson(`${apiBaseUrl}${PRODUCT_API_PATHS.products}?${productListSearch(query)}`, fetchImpl, signal),
  );
}
