/**
 * The saved cart and wishlist of the signed-in shopper (carts/{uid}, wishlists/{uid}), as the API
 * speaks them. Routes are always "/me": the uid comes from the ID token, never from the URL or body.
 */
import type { ApiErrorBody } from './api';
import type { CartItem, WishlistItem } from './types';

export const SAVED_LIST_PATHS = {
  cart: '/api/carts/me',
  wishlist: '/api/wishlists/me',
} as const;

/** What the server accepts; the cart runtime stays inside these so a save never fails on them. */
export const SAVED_LIST_LIMITS = {
  maxLines: 100,
  maxQuantity: 99,
  maxIdLength: 64,
  maxNameLength: 200,
  /** Built-in products carry their drawing as a data: URI of a few KB. */
  maxImgUrlLength: 8192,
  /** ₹10 crore: far above any piece of furniture, low enough to keep totals exact. */
  maxPrice: 100_000_000,
} as const;

/** Image addresses a saved line may hold: web URLs, site paths and inline images, nothing else. */
export const IMG_URL_PATTERN = '^(https?://|/|data:image/)';

/** A cart line as sent: the server computes totalPrice (price × quantity) itself. A variant's line names it. */
export type CartLineInput = Pick<
  CartItem,
  'id' | 'productName' | 'imgUrl' | 'price' | 'quantity' | 'variantSku' | 'variantLabel'
>;

export interface SaveCartRequest {
  items: CartLineInput[];
}

export interface SaveWishlistRequest {
  items: WishlistItem[];
}

/**
 * Lost-update protection. GET and PUT answer the list's revision as an ETag, `"<revision>"` (a
 * strong ETag holding the integer; `W/"<revision>"` is read the same). A PUT with
 * `If-Match: "<revision>"` is stored only if the list is still at that revision; otherwise the
 * answer is 409 with the list as it is now (SavedListConflict), and nothing is written. A PUT
 * without If-Match is stored as before (older clients, and checkout's "save what is on screen").
 */
export const IF_MATCH_HEADER = 'if-match';

export const revisionETag = (revision: number): string => `"${revision}"`;

/** The revision of an If-Match/ETag value, or null when it is not one of ours. */
export function parseRevisionETag(value: string): number | null {
  const match = /^(?:W\/)?"(\d{1,15})"$/.exec(value.trim());
  return match?.[1] === undefined ? null : Number(match[1]);
}

export const SAVED_LIST_CONFLICT_MESSAGE =
  'The list changed since you last loaded it; merge with the list sent and save again.';

/** The 409 answer of a PUT whose If-Match is stale: the error fields plus the current list. */
export type SavedListConflict<Item> = ApiErrorBody & { items: Item[]; revision: number };

/** `revision` counts the saves of this document; the highest one is what is stored. */
export interface SavedCartResponse {
  items: CartItem[];
  revision: number;
}

export interface SavedWishlistResponse {
  items: WishlistItem[];
  revision: number;
}

export const toCartLineInput = ({
  id,
  productName,
  imgUrl,
  price,
  quantity,
  variantSku,
  variantLabel,
}: CartItem): CartLineInput => ({
  id,
  productName,
  imgUrl,
  price,
  quantity,
  ...(variantSku ? { variantSku } : {}),
  ...(variantSku && variantLabel ? { variantLabel } : {}),
});
