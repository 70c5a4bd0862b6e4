/**
 * addresses/{uid}: a shopper's whole address book in one document ({ items, defaultId,
 * deliveryPincode }), so every
 * change — adding the first address as the default, deleting the default and promoting another —
 * is one atomic read-modify-write, and "exactly one default whenever there is any address" holds
 * after each.
 */
import { ADDRESS_FIELDS, ADDRESS_LIMITS, type AddressInput, type SavedAddress } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';

export type AddressChange = { ok: true; addresses: SavedAddress[] } | { ok: false; reason: 'full' | 'not-found' };

export interface AddressesRepository {
  /** The default first, then oldest first. */
  list(uid: string): Promise<SavedAddress[]>;
  /** Adds under `id`; the first address, or one added with `makeDefault`, becomes the default. */
  add(uid: string, id: string, address: AddressInput, makeDefault: boolean): Promise<AddressChange>;
  replace(uid: string, id: string, address: AddressInput): Promise<AddressChange>;
  /** Removing the default makes the oldest remaining address the default. */
  remove(uid: string, id: string): Promise<AddressChange>;
  makeDefault(uid: string, id: string): Promise<AddressChange>;
  /** The pincode last checked while signed in, else the default address's PIN, else null. */
  deliveryPincode(uid: string): Promise<string | null>;
  /** Remembers a checked pincode (already validated) beside the book. */
  rememberDeliveryPincode(uid: string, pincode: string): Promise<string>;
}

type Fields = { [key: string]: JsonValue };
type StoredAddress = AddressInput & { id: string };
interface Book {
  items: StoredAddress[];
  defaultId: string | null;
  /** The account's remembered delivery pincode, kept with the book so deleting the account removes it. */
  deliveryPincode: string | null;
}

const isFields = (value: JsonValue): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

function toStoredAddress(fields: Fields): StoredAddress {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text(fields[field])]));
  return { ...(address as unknown as AddressInput), id: text(fields.id) };
}

function toBook(data: DocumentData | null): Book {
  const items = (data && Array.isArray(data.items) ? data.items.filter(isFields) : [])
    .map(toStoredAddress)
    .filter((item) => item.id !== '');
  const named = data && typeof data.defaultId === 'string' ? data.defaultId : null;
  // A book always has a default while it has addresses, even one written before this rule.
  const defaultId = items.some((item) => item.id === named) ? named : (items[0]?.id ?? null);
  const deliveryPincode = data && typeof data.deliveryPincode === 'string' ? data.deliveryPincode : null;
  return { items, defaultId, deliveryPincode };
}

const fromAddress = (address: StoredAddress): Fields => ({
  id: address.id,
  ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])),
});

const fromBook = (book: Book): DocumentData => ({
  items: book.items.map(fromAddress),
  defaultId: book.defaultId,
  deliveryPincode: book.deliveryPincode,
  updatedAt: new Date().toISOString(),
});

export function toSavedAddresses({ items, defaultId }: Book): SavedAddress[] {
  const saved = items.map((item) => ({ ...item, isDefault: item.id === defaultId }));
  return [...saved.filter((item) => item.isDefault), ...saved.filter((item) => !item.isDefault)];
}

export function createAddressesRepository(docs: Pick<DocumentStore, 'get' | 'mutate'>): AddressesRepository {
  /** Applies `change` to the book atomically; a refusal leaves the document untouched. */
  async function change(uid: string, edit: (book: Book) => Book | 'full' | 'not-found'): Promise<AddressChange> {
    let refused: 'full' | 'not-found' | null = null;
    const stored = await docs.mutate('addresses', uid, (current) => {
      // Reset on every run: Firestore runs this again when another writer got there first.
      refused = null;
      const next = edit(toBook(current));
      if (typeof next === 'string') {
        refused = next;
        return undefined;
      }
      return fromBook(next);
    });
    const reason: 'full' | 'not-found' | null = refused;
    return reason ? { ok: false, reason } : { ok: true, addresses: toSavedAddresses(toBook(stored)) };
  }

  const has = (book: Book, id: string): boolean => book.items.some((item) => item.id === id);

  return {
    list: async (uid) => toSavedAddresses(toBook(await docs.get('addresses', uid))),
    add: (uid, id, address, makeDefault) =>
      change(uid, (book) => {
        if (book.items.length >= ADDRESS_LIMITS.maxAddresses) return 'full';
        const items = [...book.items, { ...address, id }];
        return { ...book, items, defaultId: makeDefault || book.defaultId === null ? id : book.defaultId };
      }),
    replace: (uid, id, address) =>
      change(uid, (book) =>
        has(book, id)
          ? { ...book, items: book.items.map((item) => (item.id === id ? { ...address, id } : item)) }
          : 'not-found',
      ),
    remove: (uid, id) =>
      change(uid, (book) => {
        if (!has(book, id)) return 'not-found';
        const items = book.items.filter((item) => item.id !== id);
        return { ...book, items, defaultId: book.defaultId === id ? (items[0]?.id ?? null) : book.defaultId };
      }),
    makeDefault: (uid, id) => change(uid, (book) => (has(book, id) ? { ...book, defaultId: id } : 'not-found')),
    deliveryPincode: async (uid) => {
      const book = toBook(await docs.get('addresses', uid));
      return book.deliveryPincode ?? toSavedAddresses(book)[0]?.pincode ?? null;
    },
    rememberDeliveryPincode: async (uid, pincode) => {
      await change(uid, (book) => ({ ...book, deliveryPincode: pincode }));
      return pincode;
    },
  };
}
