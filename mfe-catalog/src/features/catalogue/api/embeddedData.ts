/**
 * The first data the page server gave this render (shared-contracts page data: its PageDataContext
 * on the server, the document's #page-data in a browser), checked as an API answer is: a page
 * renders from it at once, with no request before its first render, on the server and when the
 * browser hydrates alike.
 */
import type { CatalogueProduct } from 'shared-contracts';
import type { ProductPage } from 'shared-contracts/catalogue';
import { toCatalogueProduct, toProductPage } from './remoteProduct';

/** The embedded product, if well-formed. */
export const embeddedProduct = (raw: CatalogueProduct | undefined): CatalogueProduct | undefined =>
  (raw && toCatalogueProduct(raw)) ?? undefined;

/** The embedded page, if well-formed. */
export function embeddedPage(raw: ProductPage | undefined): ProductPage | undefined {
  if (!raw) return undefined;
  try {
    return toProductPage(raw);
  } catch {
    return undefined;
  }
}
