/**
 * Two merges of lists.
 *
 * Sign-in: the guest's lists merge into the saved ones (clarifications). Same id in the cart:
 * quantities add (capped by the server's limit) and the line total follows; the wishlist is the
 * union. Saved lines keep their place; the guest's new lines come after them.
 *
 * A save refused as stale (409): this device's unsaved list is rebased onto the server's current
 * one (see rebaseCartItems).
 */
import { SAVED_LIST_LIMITS, type CartItem, type WishlistItem } from 'shared-contracts';
import { sameLine } from 'shared-contracts/catalogue';
import type { StoredLists } from './lists';

const { maxLines, maxQuantity } = SAVED_LIST_LIMITS;

export function mergeCartItems(saved: readonly CartItem[], guest: readonly CartItem[]): CartItem[] {
  const merged = saved.map((line) => ({ ...line }));
  for (const line of guest) {
    const same = merged.find((existing) => sameLine(existing, line));
    if (same) {
      same.quantity = Math.min(maxQuantity, same.quantity + line.quantity);
      same.totalPrice = same.price * same.quantity;
    } else if (merged.length < maxLines) {
      merged.push({ ...line });
    }
  }
  return merged;
}

export function mergeWishlists(saved: readonly WishlistItem[], guest: readonly WishlistItem[]): WishlistItem[] {
  const keys = new Set(saved.map(lineKey));
  const added = guest.filter((item) => !keys.has(lineKey(item)) && keys.add(lineKey(item)));
  return [...saved, ...added].slice(0, maxLines);
}

export const mergeLists = (saved: StoredLists, guest: StoredLists): StoredLists => ({
  cart: mergeCartItems(saved.cart, guest.cart),
  wishlist: mergeWishlists(saved.wishlist, guest.wishlist),
});

type Line = { id: string; variantSku?: string };
/** One key per line: the product and its version (two versions of one product are two lines). */
const lineKey = (line: Line): string => JSON.stringify([line.id, line.variantSku ?? '']);
const byId = <T extends Line>(items: readonly T[]): Map<string, T> =>
  new Map(items.map((item) => [lineKey(item), item]));

/**
 * Three-way merge, per line (product and version), of `mine` (this device's list, made from `base`, the list it
 * last saw on the server) onto `theirs` (the server's list now):
 * - a line added elsewhere (in theirs, not in base) is kept;
 * - a line removed here (in base, not in mine) stays removed, whatever theirs did with it;
 * - a line removed elsewhere stays removed, unless this device changed it (then it is kept);
 * - quantities: a line this device added or changed keeps this device's quantity (the shopper set
 *   it; re-sending after a lost answer must not count it twice); a line it did not touch takes
 *   the server's quantity.
 * Theirs keeps its order; this device's new lines follow. Capped at the server's line limit.
 */
function rebase<T extends Line>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  same: (a: T, b: T) => boolean,
): T[] {
  const baseById = byId(base);
  const mineById = byId(mine);
  const theirsById = byId(theirs);
  const changedHere = (line: T): boolean => {
    const before = baseById.get(lineKey(line));
    return before === undefined || !same(before, line);
  };
  const kept = theirs.flatMap((line) => {
    const here = mineById.get(lineKey(line));
    if (here) return [changedHere(here) ? here : line];
    return baseById.has(lineKey(line)) ? [] : [line];
  });
  const added = mine.filter((line) => !theirsById.has(lineKey(line)) && changedHere(line));
  return [...kept, ...added].slice(0, maxLines);
}

export const rebaseCartItems = (
  base: readonly CartItem[],
  mine: readonly CartItem[],
  theirs: readonly CartItem[],
): CartItem[] => rebase(base, mine, theirs, (a, b) => a.quantity === b.quantity);

export const rebaseWishlist = (
  base: readonly WishlistItem[],
  mine: readonly WishlistItem[],
  theirs: readonly WishlistItem[],
): WishlistItem[] => rebase(base, mine, theirs, () => true);
