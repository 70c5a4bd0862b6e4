/**
 * Sign-in: the guest's lists merge into the saved ones (clarifications). Same id in the cart:
 * quantities add (capped by the server's limit) and the line total follows; the wishlist is the
 * union. Saved lines keep their place; the guest's new lines come after them.
 */
import { SAVED_LIST_LIMITS, type CartItem, type WishlistItem } from 'shared-contracts';
import type { StoredLists } from './lists';

const { maxLines, maxQuantity } = SAVED_LIST_LIMITS;

export function mergeCartItems(saved: readonly CartItem[], guest: readonly CartItem[]): CartItem[] {
  const merged = saved.map((line) => ({ ...line }));
  for (const line of guest) {
    const same = merged.find((existing) => existing.id === line.id);
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
  const ids = new Set(saved.map((item) => item.id));
  const added = guest.filter((item) => !ids.has(item.id) && ids.add(item.id));
  return [...saved, ...added].slice(0, maxLines);
}

export const mergeLists = (saved: StoredLists, guest: StoredLists): StoredLists => ({
  cart: mergeCartItems(saved.cart, guest.cart),
  wishlist: mergeWishlists(saved.wishlist, guest.wishlist),
});
