/**
 * carts/{uid} and wishlists/{uid} on the storage port's documents. A save writes the `items` field
 * "with merge" (other fields of the document stay), atomically, and counts a revision. A save may
 * name the revision it was made from: then it is stored only if the list is still there.
 *
 * A save of exactly the list stored writes nothing and answers it at its revision, whatever
 * revision it names: it overwrites nobody's change, so it is no conflict. Saves of an unchanged
 * list are common (checkout saves the cart on screen the runtime saved already; after a payment
 * the server takes the bought lines out and the page then saves the same emptied cart) and would
 * otherwise move the revision under the other writer, or be refused, for no change at all.
 */
import { isDeepStrictEqual } from 'node:util';
import type { CartItem, SavedCartResponse, SavedWishlistResponse, WishlistItem } from 'shared-contracts';
import { sameLine } from 'shared-contracts/catalogue';
import type { CollectionName, DocumentData, DocumentStore, JsonValue } from '../../storage/port';

/** A save's outcome: stored, or refused because the list is no longer at the expected revision. */
export type SaveResult<T> = { stored: true; list: T } | { stored: false; current: T };

export interface SavedListsRepository {
  getCart(uid: string): Promise<SavedCartResponse>;
  /** `expected`: store only if the list is still at this revision (If-Match); undefined: always. */
  putCart(uid: string, items: CartItem[], expected?: number): Promise<SaveResult<SavedCartResponse>>;
  getWishlist(uid: string): Promise<SavedWishlistResponse>;
  putWishlist(uid: string, items: WishlistItem[], expected?: number): Promise<SaveResult<SavedWishlistResponse>>;
}

type Fields = { [key: string]: JsonValue };
const isFields = (value: JsonValue): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const amount = (value: JsonValue | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Rupees to the paisa, so 0.1 × 3 is stored as 0.3. */
export const lineTotal = (price: number, quantity: number): number => Math.round(price * quantity * 100) / 100;

const storedItems = (data: DocumentData | null): Fields[] =>
  data && Array.isArray(data.items) ? data.items.filter(isFields) : [];

const revisionOf = (data: DocumentData | null): number =>
  data && typeof data.revision === 'number' ? data.revision : 0;

/** The list document with `items` saved at `at`: other fields kept, the revision counted on. */
const savedList = (current: DocumentData | null, items: Fields[], at: string): DocumentData => ({
  ...(current ?? {}),
  items,
  revision: revisionOf(current) + 1,
  updatedAt: at,
});

/** A line's variant, when it names one (a line of a product without variants has none). */
function variantOf(fields: Fields): { variantSku?: string; variantLabel?: string } {
  const sku = text(fields.variantSku);
  if (!sku) return {};
  const label = text(fields.variantLabel);
  return label ? { variantSku: sku, variantLabel: label } : { variantSku: sku };
}

const storedVariant = ({ variantSku, variantLabel }: { variantSku?: string; variantLabel?: string }): Fields =>
  variantSku ? { variantSku, ...(variantLabel ? { variantLabel } : {}) } : {};

function toWishlistItem(fields: Fields): WishlistItem {
  return {
    id: text(fields.id),
    productName: text(fields.productName),
    imgUrl: text(fields.imgUrl),
    price: amount(fields.price),
    ...variantOf(fields),
  };
}

// Literal objects, not spreads of the wishlist shape: these run for every line of every cart save.
function toCartItem(fields: Fields): CartItem {
  const price = amount(fields.price);
  const quantity = Math.max(1, Math.floor(amount(fields.quantity)));
  return {
    id: text(fields.id),
    productName: text(fields.productName),
    imgUrl: text(fields.imgUrl),
    price,
    quantity,
    totalPrice: lineTotal(price, quantity),
    ...variantOf(fields),
  };
}

function fromCartItem(item: CartItem): Fields {
  const { id, productName, imgUrl, price, quantity, totalPrice } = item;
  return { id, productName, imgUrl, price, quantity, totalPrice, ...storedVariant(item) };
}

function fromWishlistItem(item: WishlistItem): Fields {
  const { id, productName, imgUrl, price } = item;
  return { id, productName, imgUrl, price, ...storedVariant(item) };
}

/** What stays in a cart once `ordered` is bought: each line (a product, or one of its variants) less the quantity ordered. */
export function cartAfterOrder(
  cart: readonly CartItem[],
  ordered: readonly Pick<CartItem, 'id' | 'quantity' | 'variantSku'>[],
): CartItem[] {
  return cart.flatMap((line) => {
    const bought = ordered.filter((o) => sameLine(o, line)).reduce((sum, o) => sum + o.quantity, 0);
    const quantity = line.quantity - bought;
    return quantity > 0 ? [{ ...line, quantity, totalPrice: lineTotal(line.price, quantity) }] : [];
  });
}

/**
 * carts/{uid} with `ordered` taken out, at the next revision: a pure change for the transaction that
 * pays or places the order, so that the cart empties in the order's own write (no server stopping
 * between the two leaves a paid cart full). Undefined when none of it is in the cart.
 */
export function cartDocumentAfterOrder(
  cart: DocumentData | null,
  ordered: readonly CartItem[],
  at: string,
): DocumentData | undefined {
  const items = storedItems(cart).map(toCartItem);
  const left = cartAfterOrder(items, ordered);
  if (isDeepStrictEqual(left, items)) return undefined;
  return savedList(cart, left.map(fromCartItem), at);
}

export function createSavedListsRepository(docs: DocumentStore): SavedListsRepository {
  async function read<T>(collection: CollectionName, uid: string, convert: (fields: Fields) => T) {
    const data = await docs.get(collection, uid);
    return { items: storedItems(data).map(convert), revision: revisionOf(data) };
  }

  async function write<T>(
    collection: CollectionName,
    uid: string,
    items: Fields[],
    convert: (fields: Fields) => T,
    expected: number | undefined,
  ): Promise<SaveResult<{ items: T[]; revision: number }>> {
    let stale = false;
    // The revision is compared inside the storage's atomic read-modify-write, so two saves from
    // the same revision cannot both pass.
    const stored = await docs.mutate(collection, uid, (current) => {
      stale = false;
      if (isDeepStrictEqual(storedItems(current).map(convert), items.map(convert))) return undefined;
      if (expected !== undefined && revisionOf(current) !== expected) {
        stale = true;
        return undefined;
      }
      return savedList(current, items, new Date().toISOString());
    });
    const list = { items: storedItems(stored).map(convert), revision: revisionOf(stored) };
    return stale ? { stored: false, current: list } : { stored: true, list };
  }

  return {
    getCart: (uid) => read('carts', uid, toCartItem),
    putCart: (uid, items, expected) => write('carts', uid, items.map(fromCartItem), toCartItem, expected),
    getWishlist: (uid) => read('wishlists', uid, toWishlistItem),
    putWishlist: (uid, items, expected) =>
      write('wishlists', uid, items.map(fromWishlistItem), toWishlistItem, expected),
  };
}
