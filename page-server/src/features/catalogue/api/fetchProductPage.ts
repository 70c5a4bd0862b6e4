/** GET /api/products?…: one page of active products for a query, under the key the page data uses. */
import { productListSearch } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductListQuery, type ProductPage } from 'shared-contracts/catalogue';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { getJson } from './getJson';

export async function fetchProductPage(apiOrigin: string, query: ProductListQuery, fetchImpl: FetchLike): Promise<ProductPage> {
  return (await getJson(`${apiOrigin}${PRODUCT_API_PATHS.products}?${productListSearch(query)}`, fetchImpl)) as ProductPage;
}
