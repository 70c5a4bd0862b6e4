/**
 * carts/{uid} and wishlists/{uid} on the storage port's documents. A save writes the `items` field
 * "with merge" (other fields of the document stay), atomically, and counts a revision, so
 * concurrent saves each replace the whole list and the highest revision is the one stored.
 */
import type { CartItem, SavedCartResponse, SavedWishlistResponse, WishlistItem } from 'shared-contracts';
import type { CollectionName, DocumentData, DocumentStore, JsonValue } from '../../storage/port';

export interface SavedListsRepository {
  getCart(uid: string): Promise<SavedCartResponse>;
  putCart(uid: string, items: CartItem[]): Promise<SavedCartResponse>;
  getWishlist(uid: string): Promise<SavedWishlistResponse>;
  putWishlist(uid: string, items: WishlistItem[]): Promise<SavedWishlistResponse>;
}

type Fields = { [key: string]: JsonValue };
const isFields = (value: JsonValue): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const amount = (value: JsonValue | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Rupees to the paisa, so 0.1 × 3 is stored as 0.3. */
export const lineTotal = (price: number, quantity: number): number => Math.round(price * quantity * 100) / 100;

const storedItems = (data: DocumentData | null): Fields[] =>
  data && Array.isArray(data.items) ? data.items.filter(isFields) : [];

const revisionOf = (data: DocumentData | null): number => (data && typeof data.revision === 'number' ? data.revision : 0);

function toWishlistItem(fields: Fields): WishlistItem {
  return { id: text(fields.id), productName: text(fields.productName), imgUrl: text(fields.imgUrl), price: amount(fields.price) };
}

function toCartItem(fields: Fields): CartItem {
  const item = toWishlistItem(fields);
  const quantity = Math.max(1, Math.floor(amount(fields.quantity)));
  return { ...item, quantity, totalPrice: lineTotal(item.price, quantity) };
}

function fromCartItem(item: CartItem): Fields {
  return { ...fromWishlistItem(item), quantity: item.quantity, totalPrice: item.totalPrice };
}

function fromWishlistItem({ id, productName, imgUrl, price }: WishlistItem): Fields {
  return { id, productName, imgUrl, price };
}

export function createSavedListsRepository(docs: DocumentStore): SavedListsRepository {
  async function read<T>(collection: CollectionName, uid: string, convert: (fields: Fields) => T) {
    const data = await docs.get(collection, uid);
    return { items: storedItems(data).map(convert), revision: revisionOf(data) };
  }

  async function write<T>(collection: CollectionName, uid: string, items: Fields[], convert: (fields: Fields) => T) {
    const stored = await docs.mutate(collection, uid, (current) => ({
      ...(current ?? {}),
      items,
      revision: revisionOf(current) + 1,
      updatedAt: new Date().toISOString(),
    }));
    return { items: storedItems(stored).map(convert), revision: revisionOf(stored) };
  }

  return {
    getCart: (uid) => read('carts', uid, toCartItem),
    putCart: (uid, items) => write('carts', uid, items.map(fromCartItem), toCartItem),
    getWishlist: (uid) => read('wishlists', uid, toWishlistItem),
    putWishlist: (uid, items) => write('wishlists', uid, items.map(fromWishlistItem), toWishlistItem),
  };
}
