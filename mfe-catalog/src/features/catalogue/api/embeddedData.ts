/**
 * The first data the page server embeds in the page (shared-contracts page-data), checked as an
 * API answer is: a page renders from it at once, with no request before its first render.
 */
import { readPageData, type CatalogueProduct } from 'shared-contracts';
import type { ProductListQuery, ProductPage } from 'shared-contracts/catalogue';
import { productPageSearch } from './fetchProductPage';
import { toCatalogueProduct, toProductPage } from './remoteProduct';

export function embeddedProduct(id: string): CatalogueProduct | undefined {
  const raw = readPageData('product', id);
  return (raw && toCatalogueProduct(raw)) ?? undefined;
}

/** The pages of every query, or undefined unless the page holds all of them. */
export function embeddedPages(queries: readonly ProductListQuery[]): ProductPage[] | undefined {
  const pages: ProductPage[] = [];
  for (const query of queries) {
    const raw = readPageData('productPage', productPageSearch(query));
    if (!raw) return undefined;
    try {
      pages.push(toProductPage(raw));
    } catch {
      return undefined;
    }
  }
  return pages;
}
