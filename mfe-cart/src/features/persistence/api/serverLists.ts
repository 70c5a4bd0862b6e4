/**
 * The signed-in shopper's saved lists on the server (GET/PUT /api/carts/me, /api/wishlists/me).
 * Each save names the revision this device last saw (If-Match). When another device saved in
 * between, the server answers 409 with its list: this device's list is rebased onto it (merge.ts)
 * and sent again, so neither device's change is lost.
 */
import {
  ApiError,
  createApiClient,
  IF_MATCH_HEADER,
  revisionETag,
  SAVED_LIST_PATHS,
  toCartLineInput,
  type ApiRequest,
  type CartItem,
  type SaveCartRequest,
  type SaveWishlistRequest,
  type WishlistItem,
} from 'shared-contracts';
import type { StoredLists } from '../../lists/state/lists';
import { rebaseCartItems, rebaseWishlist } from '../../lists/state/merge';
import { toCartItems, toWishlistItems } from '../../lists/state/sanitise';

export interface ServerLists {
  load(): Promise<StoredLists>;
  /**
   * Saves this device's list. Answers null when it was stored as sent, or the list stored instead
   * when a conflict made it merge in another device's changes (for the screen to follow).
   */
  saveCart(items: CartItem[]): Promise<CartItem[] | null>;
  saveWishlist(items: WishlistItem[]): Promise<WishlistItem[] | null>;
  /** The lists as this device last saw them on the server (the base of its changes). */
  lastSeen(): StoredLists;
}

/** Conflicts in a row before giving up to the saver's backoff (each one means a newer list arrived). */
export const MAX_REBASES = 5;

interface Known<Item> {
  items: Item[];
  revision: number;
}

/** The body of a list answer or of a 409 (both hold items and revision), checked. */
function listOf<Item>(value: unknown, toItems: (value: unknown) => Item[]): Known<Item> | null {
  if (typeof value !== 'object' || value === null || !('revision' in value) || !('items' in value)) return null;
  return typeof value.revision === 'number' ? { items: toItems(value.items), revision: value.revision } : null;
}

interface ListApi<Item> {
  path: string;
  body: (items: Item[]) => SaveCartRequest | SaveWishlistRequest;
  toItems: (value: unknown) => Item[];
  rebase: (base: readonly Item[], mine: readonly Item[], theirs: readonly Item[]) => Item[];
}

const CART: ListApi<CartItem> = {
  path: SAVED_LIST_PATHS.cart,
  body: (items) => ({ items: items.map(toCartLineInput) }),
  toItems: toCartItems,
  rebase: rebaseCartItems,
};

const WISHLIST: ListApi<WishlistItem> = {
  path: SAVED_LIST_PATHS.wishlist,
  body: (items) => ({ items }),
  toItems: toWishlistItems,
  rebase: rebaseWishlist,
};

/** One list on the server, with what this device last saw of it: the base its changes are made on. */
function listChannel<Item>(request: ApiRequest, api: ListApi<Item>) {
  let known: Known<Item> | null = null;
  return {
    lastSeen: (): Item[] => known?.items ?? [],
    async load(): Promise<Item[]> {
      const list = listOf(await request<unknown>('GET', api.path), api.toItems);
      if (!list) throw new Error(`${api.path} answered no list`);
      known = list;
      return list.items;
    },
    async save(mine: Item[]): Promise<Item[] | null> {
      // `known` only moves when a save is stored: a failed one is retried by the saver with
      // `mine`, which must meet the base it was made on (a line added elsewhere is not "removed").
      let seen: Known<Item> | null = known;
      let attempt = mine;
      for (let conflicts = 0; ; conflicts += 1) {
        const ifMatch = seen ? { [IF_MATCH_HEADER]: revisionETag(seen.revision) } : undefined;
        try {
          const stored = listOf(await request<unknown>('PUT', api.path, api.body(attempt), ifMatch), api.toItems);
          if (stored) known = stored;
          return attempt === mine ? null : (stored?.items ?? attempt);
        } catch (error) {
          const current = error instanceof ApiError && error.status === 409 ? listOf(error.body, api.toItems) : null;
          if (!current || conflicts >= MAX_REBASES) throw error;
          attempt = api.rebase(seen?.items ?? [], attempt, current.items);
          seen = current;
        }
      }
    },
  };
}

export function createServerLists(
  apiBaseUrl: string,
  getIdToken: () => Promise<string | null>,
  fetchImpl?: typeof fetch,
): ServerLists {
  const request = createApiClient({ baseUrl: apiBaseUrl, getIdToken, fetchImpl });
  const cart = listChannel(request, CART);
  const wishlist = listChannel(request, WISHLIST);
  return {
    async load() {
      const [cartItems, wishlistItems] = await Promise.all([cart.load(), wishlist.load()]);
      return { cart: cartItems, wishlist: wishlistItems };
    },
    saveCart: cart.save,
    saveWishlist: wishlist.save,
    lastSeen: () => ({ cart: cart.lastSeen(), wishlist: wishlist.lastSeen() }),
  };
}
