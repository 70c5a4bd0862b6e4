/**
 * Whether a product passes a list query's filters, as the server decides them: category equal,
 * and the price (compared in paise), stock and rating filters. The search is left to the server
 * (a searched list is read again instead): its ranking and typo rules load a search index, which
 * the pages that do not search have no need to download.
 */
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductListQuery } from 'shared-contracts/catalogue';

export function matchesFilters(
  product: CatalogueProduct,
  { category, minPricePaise, maxPricePaise, inStock, minRating }: ProductListQuery,
): boolean {
  if (category && product.category.toLowerCase() !== category.trim().toLowerCase()) return false;
  const paise = Math.round(product.price * 100);
  if (minPricePaise !== undefined && paise < minPricePaise) return false;
  if (maxPricePaise !== undefined && paise > maxPricePaise) return false;
  if (inStock && product.stock <= 0) return false;
  return !(minRating !== undefined && product.avgRating < minRating);
}
