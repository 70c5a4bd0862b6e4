/**
 * Whether a product belongs in the results of a list query, as the server decides it: category
 * equal, the shop's search, and the price (compared in paise), stock and rating filters.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { matchesProductSearch, type ProductListQuery } from 'shared-contracts/catalogue';

export function matchesQuery(
  product: CatalogueProduct,
  { category, q, minPricePaise, maxPricePaise, inStock, minRating }: ProductListQuery,
): boolean {
  if (category && product.category.toLowerCase() !== category.trim().toLowerCase()) return false;
  const paise = Math.round(product.price * 100);
  if (minPricePaise !== undefined && paise < minPricePaise) return false;
  if (maxPricePaise !== undefined && paise > maxPricePaise) return false;
  if (inStock && product.stock <= 0) return false;
  if (minRating !== undefined && product.avgRating < minRating) return false;
  return !q || matchesProductSearch(product, q);
}
