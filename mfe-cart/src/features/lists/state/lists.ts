/** The runtime's whole state: the cart and the wishlist, changed only through the reducers. */
import {
  EMPTY_CART,
  summariseCart,
  type Cart,
  type CartCommand,
  type CartItem,
  type WishlistItem,
} from 'shared-contracts';
import { cartReducer } from './cartReducer';
import { wishlistReducer } from './wishlistReducer';

export interface Lists {
  cart: Cart;
  wishlist: WishlistItem[];
}

/** The plain form the lists are stored in (localStorage, the server): lines only, no totals. */
export interface StoredLists {
  cart: CartItem[];
  wishlist: WishlistItem[];
}

export const EMPTY_LISTS: Lists = Object.freeze({ cart: EMPTY_CART, wishlist: [] });

export function listsReducer(lists: Lists, command: CartCommand): Lists {
  const cart = cartReducer(lists.cart, command);
  const wishlist = wishlistReducer(lists.wishlist, command);
  return cart === lists.cart && wishlist === lists.wishlist ? lists : { cart, wishlist };
}

export const toLists = ({ cart, wishlist }: StoredLists): Lists => ({
  cart: summariseCart(cart),
  wishlist: [...wishlist],
});
export const toStored = ({ cart, wishlist }: Lists): StoredLists => ({ cart: cart.items, wishlist });

/** Structural equality of two lists of plain JSON records (small lists: fine to compare as text). */
export const sameItems = (a: readonly unknown[], b: readonly unknown[]): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/** `stored` as Lists, keeping the current objects where nothing changed (no needless publishing). */
export function adoptStored(current: Lists, stored: StoredLists): Lists {
  const cart = sameItems(current.cart.items, stored.cart) ? current.cart : summariseCart(stored.cart);
  const wishlist = sameItems(current.wishlist, stored.wishlist) ? current.wishlist : [...stored.wishlist];
  return cart === current.cart && wishlist === current.wishlist ? current : { cart, wishlist };
}
