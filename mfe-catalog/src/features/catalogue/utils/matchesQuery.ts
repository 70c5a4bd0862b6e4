/** Whether a product belongs in the results of a list query, as the server decides it (category equal, the shop's search). */
import type { Product } from 'shared-contracts';
import { matchesProductSearch, type ProductListQuery } from 'shared-contracts/catalogue';

export function matchesQuery(product: Product, { category, q }: ProductListQuery): boolean {
  if (category && product.category.toLowerCase() !== category.trim().toLowerCase()) return false;
  return !q || matchesProductSearch(product, q);
}
