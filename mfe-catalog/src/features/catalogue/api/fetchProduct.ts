/** GET /api/products/{id}: one active product (404 for an unknown or archived one). */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { getJson, type FetchLike } from './requestJson';
import { toCatalogueProduct } from './remoteProduct';

export async function fetchProduct(
  apiBaseUrl: string,
  id: string,
  fetchImpl: FetchLike,
  signal?: AbortSignal,
): Promise<CatalogueProduct> {
  const product = toCatalogueProduct(await getJson(`${apiBaseUrl}${PRODUCT_API_PATHS.product(id)}`, fetchImpl, signal));
  if (!product) throw new Error('The product answer was not a product');
  return product;
}
