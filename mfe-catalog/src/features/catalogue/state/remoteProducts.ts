/** Pure helpers for the remote product list: merge by id, keep arrival order, never shadow a built-in. */
import type { Product } from 'shared-contracts';

/** Inserts or replaces one product, keeping its position when it was already there. */
export function upsertProduct(list: readonly Product[], product: Product): Product[] {
  const at = list.findIndex((p) => p.id === product.id);
  if (at === -1) return [...list, product];
  const next = list.slice();
  next[at] = product;
  return next;
}

/**
 * The server's list in its order, then products that arrived on the stream but are not in the list
 * yet (added after the list was read).
 */
export function mergeLoaded(loaded: readonly Product[], current: readonly Product[]): Product[] {
  const ids = new Set(loaded.map((p) => p.id));
  return [...loaded, ...current.filter((p) => !ids.has(p.id))];
}

/** Built-in products first, then remote ones whose id is not a built-in id. */
export function withBuiltIns(builtIns: readonly Product[], remote: readonly Product[]): Product[] {
  if (remote.length === 0) return builtIns as Product[];
  const builtInIds = new Set(builtIns.map((p) => p.id));
  return [...builtIns, ...remote.filter((p) => !builtInIds.has(p.id))];
}
