/**
 * Pure helpers for lists of products kept live by the stream: replace by id, keep order, drop.
 * Lists are never changed in place; an unchanged list comes back as the same array.
 */
import type { CatalogueProduct } from 'shared-contracts';

type List = readonly CatalogueProduct[];

/** Inserts or replaces one product, keeping its position when it was already there. */
export function upsertProduct(list: List, product: CatalogueProduct): CatalogueProduct[] {
  const at = list.findIndex((p) => p.id === product.id);
  if (at === -1) return [...list, product];
  const next = list.slice();
  next[at] = product;
  return next;
}

/** Replaces a product only where it is already listed (a page shows what it asked for). */
export const replaceListed = (list: List, product: CatalogueProduct): CatalogueProduct[] =>
  list.some((p) => p.id === product.id) ? upsertProduct(list, product) : (list as CatalogueProduct[]);

/** Without the product of that id. */
export const removeProduct = (list: List, id: string): CatalogueProduct[] =>
  list.some((p) => p.id === id) ? list.filter((p) => p.id !== id) : (list as CatalogueProduct[]);

/** Pages read one after another, in order, without repeats (a product written between two reads can move to the next page). */
export function uniqueById(list: List): CatalogueProduct[] {
  const seen = new Set<string>();
  return list.filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)));
}
