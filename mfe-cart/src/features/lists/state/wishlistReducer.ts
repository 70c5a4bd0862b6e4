/** The wishlist's rules (spec §4) as a pure function. Same object back when nothing changes. */
import { SAVED_LIST_LIMITS, type CartCommand, type WishlistItem } from 'shared-contracts';
import { sameLine } from 'shared-contracts/catalogue';

const pick = ({ id, productName, price, imgUrl, variantSku, variantLabel }: WishlistItem): WishlistItem => ({
  id,
  productName,
  price,
  imgUrl,
  ...(variantSku ? { variantSku, ...(variantLabel ? { variantLabel } : {}) } : {}),
});

type LineKey = { id: string; variantSku?: string | undefined };

function add(list: WishlistItem[], item: WishlistItem): WishlistItem[] {
  // The same product (and version) already present: silently nothing. A full list (beyond the spec): nothing either.
  if (list.some((existing) => sameLine(existing, item)) || list.length >= SAVED_LIST_LIMITS.maxLines) return list;
  return [...list, pick(item)];
}

function remove(list: WishlistItem[], key: LineKey): WishlistItem[] {
  const kept = list.filter((existing) => !sameLine(existing, key));
  return kept.length === list.length ? list : kept;
}

export function wishlistReducer(list: WishlistItem[], command: CartCommand): WishlistItem[] {
  switch (command.type) {
    case 'wishlist/add':
      return add(list, command.item);
    case 'wishlist/remove':
      return remove(list, command);
    case 'wishlist/toggle':
      return list.some((existing) => sameLine(existing, command.item))
        ? remove(list, command.item)
        : add(list, command.item);
    case 'wishlist/clear':
      return list.length === 0 ? list : [];
    default:
      return list;
  }
}
