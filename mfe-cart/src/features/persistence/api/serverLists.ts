/** The signed-in shopper's saved lists on the server (GET/PUT /api/carts/me, /api/wishlists/me). */
import {
  createApiClient,
  SAVED_LIST_PATHS,
  toCartLineInput,
  type CartItem,
  type SaveCartRequest,
  type SavedCartResponse,
  type SavedWishlistResponse,
  type SaveWishlistRequest,
  type WishlistItem,
} from 'shared-contracts';
import type { StoredLists } from '../../lists/state/lists';
import { toCartItems, toWishlistItems } from '../../lists/state/sanitise';

export interface ServerLists {
  load(): Promise<StoredLists>;
  saveCart(items: CartItem[]): Promise<void>;
  saveWishlist(items: WishlistItem[]): Promise<void>;
}

export function createServerLists(
  apiBaseUrl: string,
  getIdToken: () => Promise<string | null>,
  fetchImpl?: typeof fetch,
): ServerLists {
  const request = createApiClient({ baseUrl: apiBaseUrl, getIdToken, fetchImpl });
  return {
    async load() {
      const [cart, wishlist] = await Promise.all([
        request<SavedCartResponse>('GET', SAVED_LIST_PATHS.cart),
        request<SavedWishlistResponse>('GET', SAVED_LIST_PATHS.wishlist),
      ]);
      return { cart: toCartItems(cart.items), wishlist: toWishlistItems(wishlist.items) };
    },
    async saveCart(items) {
      const body: SaveCartRequest = { items: items.map(toCartLineInput) };
      await request<SavedCartResponse>('PUT', SAVED_LIST_PATHS.cart, body);
    },
    async saveWishlist(items) {
      const body: SaveWishlistRequest = { items };
      await request<SavedWishlistResponse>('PUT', SAVED_LIST_PATHS.wishlist, body);
    },
  };
}
