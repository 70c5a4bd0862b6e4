/** The wishlist's rules (spec §4) as a pure function. Same object back when nothing changes. */
import { SAVED_LIST_LIMITS, type CartCommand, type WishlistItem } from 'shared-contracts';

const pick = ({ id, productName, price, imgUrl }: WishlistItem): WishlistItem => ({ id, productName, price, imgUrl });

function add(list: WishlistItem[], item: WishlistItem): WishlistItem[] {
  // An id already present: silently nothing. A full list (beyond the spec): nothing either.
  if (list.some((existing) => existing.id === item.id) || list.length >= SAVED_LIST_LIMITS.maxLines) return list;
  return [...list, pick(item)];
}

function remove(list: WishlistItem[], id: string): WishlistItem[] {
  const kept = list.filter((existing) => existing.id !== id);
  return kept.length === list.length ? list : kept;
}

export function wishlistReducer(list: WishlistItem[], command: CartCommand): WishlistItem[] {
  switch (command.type) {
    case 'wishlist/add':
      return add(list, command.item);
    case 'wishlist/remove':
      return remove(list, command.id);
    case 'wishlist/toggle':
      return list.some((existing) => existing.id === command.item.id)
        ? remove(list, command.item.id)
        : add(list, command.item);
    case 'wishlist/clear':
      return list.length === 0 ? list : [];
    default:
      return list;
  }
}
