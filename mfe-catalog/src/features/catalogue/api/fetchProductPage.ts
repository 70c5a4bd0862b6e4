/** GET /api/products?limit&offset&category&q&sort: one page of active products and the total. */
import { PRODUCT_API_PATHS, type ProductListQuery, type ProductPage } from 'shared-contracts/catalogue';
import { getJson, type FetchLike } from './requestJson';
import { toProductPage } from './remoteProduct';

/** The longest search the server takes (a longer one could match nothing anyway). */
export const SEARCH_MAX = 200;

/** The query string, in a fixed order (so equal queries are equal URLs and share the HTTP cache). */
export function productPageSearch(query: ProductListQuery): string {
  const params = new URLSearchParams();
  params.set('limit', String(query.limit ?? 24));
  params.set('offset', String(query.offset ?? 0));
  if (query.category) params.set('category', query.category);
  const q = query.q?.trim().slice(0, SEARCH_MAX);
  if (q) params.set('q', q);
  if (query.sort) params.set('sort', query.sort);
  return params.toString();
}

export async function fetchProductPage(apiBaseUrl: string, query: ProductListQuery, fetchImpl: FetchLike, signal?: AbortSignal): Promise<ProductPage> {
  return toProductPage(await getJson(`${apiBaseUrl}${PRODUCT_API_PATHS.products}?${productPageSearch(query)}`, fetchImpl, signal));
}
