/**
 * The first data the page server gave this render (shared-contracts page data: its PageDataContext
 * on the server, the document's #page-data in a browser), checked as an API answer is: a page
 * renders from it at once, with no request before its first render, on the server and when the
 * browser hydrates alike.
 */
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductListQuery, ProductPage } from 'shared-contracts/catalogue';
import { productPageSearch } from './fetchProductPage';
import { toCatalogueProduct, toProductPage } from './remoteProduct';

/** The embedded product, if well-formed. */
export const embeddedProduct = (raw: CatalogueProduct | undefined): CatalogueProduct | undefined =>
  (raw && toCatalogueProduct(raw)) ?? undefined;

/** The pages of every query (`read` finds one by its productListSearch), or undefined unless the data holds all of them. */
export function embeddedPages(
  queries: readonly ProductListQuery[],
  read: (search: string) => ProductPage | undefined,
): ProductPage[] | undefined {
  const pages: ProductPage[] = [];
  for (const query of queries) {
    const raw = read(productPageSearch(query));
    if (!raw) return undefined;
    try {
      pages.push(toProductPage(raw));
    } catch {
      return undefined;
    }
  }
  return pages;
}
