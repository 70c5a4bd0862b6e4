/** Whether a product belongs in the results of a list query, as the server decides it (category equal, q inside the name or category). */
import type { Product } from 'shared-contracts';
import type { ProductListQuery } from 'shared-contracts/catalogue';

export function matchesQuery(product: Product, { category, q }: ProductListQuery): boolean {
  if (category && product.category.toLowerCase() !== category.trim().toLowerCase()) return false;
  const needle = q?.trim().toLowerCase();
  return (
    !needle || product.productName.toLowerCase().includes(needle) || product.category.toLowerCase().includes(needle)
  );
}
