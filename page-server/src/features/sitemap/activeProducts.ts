/** Every active product (id and updatedAt), read from the API in pages of the most it answers at once. */
import type { CatalogueProduct } from 'shared-contracts';
import { PRODUCT_PAGE_LIMITS } from 'shared-contracts/catalogue';
import { fetchProductPage } from '../catalogue/api/fetchProductPage';
import type { FetchLike } from '../shell/api/revalidatingFile';

export type ListedProduct = Pick<CatalogueProduct, 'id' | 'updatedAt'>;

export async function activeProducts(apiOrigin: string, fetchImpl: FetchLike): Promise<ListedProduct[]> {
  const all: ListedProduct[] = [];
  for (let offset = 0; ; offset += PRODUCT_PAGE_LIMITS.max) {
    const page = await fetchProductPage(apiOrigin, { limit: PRODUCT_PAGE_LIMITS.max, offset }, fetchImpl);
    all.push(...page.products.map(({ id, updatedAt }) => ({ id, updatedAt })));
    if (page.products.length === 0 || offset + page.products.length >= page.total) return all;
  }
}
