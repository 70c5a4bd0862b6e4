/**
 * The lists kept in this browser's localStorage:
 * - the guest's cart and wishlist (signed out; they survive a reload and merge in at sign-in);
 * - a mirror of a signed-in shopper's lists, which keeps other tabs in step and remembers what has
 *   not reached the server yet (per list), so a failed save or a closed tab never loses a change.
 * Every read is checked (anything may have written there); storage that refuses (private mode,
 * full) only costs persistence, never the cart on screen.
 */
import { SAVED_LISTS_KEY_PREFIX } from 'shared-contracts';
import type { StoredLists } from '../../lists/state/lists';
import { toCartItems, toWishlistItems } from '../../lists/state/sanitise';

const PREFIX = SAVED_LISTS_KEY_PREFIX;
const GUEST_KEY = `${PREFIX}guest`;
const USER_PREFIX = `${PREFIX}user.`;

export type ListKind = keyof StoredLists;

export interface UserMirror extends StoredLists {
  /** Which lists changed here and are not yet confirmed saved on the server. */
  unsaved: Record<ListKind, boolean>;
  /** When this browser last changed them (ms since epoch). */
  changedAt: number;
  /**
   * The server's lists these were made from, when known: an unsaved change found at the next
   * sign-in is rebased from them onto what the server holds then, not written over it.
   */
  base?: StoredLists;
}

const EMPTY: StoredLists = { cart: [], wishlist: [] };

function parse(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function parseStoredLists(text: string | null): StoredLists {
  const value = parse(text);
  return value ? { cart: toCartItems(value.cart), wishlist: toWishlistItems(value.wishlist) } : EMPTY;
}

export function parseUserMirror(text: string | null): UserMirror | null {
  const value = parse(text);
  if (!value) return null;
  const unsaved =
    typeof value.unsaved === 'object' && value.unsaved !== null ? (value.unsaved as Record<string, unknown>) : {};
  const base = typeof value.base === 'object' && value.base !== null ? (value.base as Record<string, unknown>) : null;
  return {
    ...parseStoredLists(text),
    unsaved: { cart: unsaved.cart === true, wishlist: unsaved.wishlist === true },
    changedAt: typeof value.changedAt === 'number' ? value.changedAt : 0,
    ...(base ? { base: { cart: toCartItems(base.cart), wishlist: toWishlistItems(base.wishlist) } } : {}),
  };
}

export const userKey = (uid: string): string => `${USER_PREFIX}${uid}`;
export const isGuestKey = (key: string | null): boolean => key === GUEST_KEY;

export interface LocalLists {
  readonly available: boolean;
  readGuest(): StoredLists;
  writeGuest(lists: StoredLists): void;
  /** Reads the guest's lists and removes them in one go (sign-in: they merge exactly once). */
  takeGuest(): StoredLists;
  readMirror(uid: string): UserMirror | null;
  writeMirror(uid: string, mirror: UserMirror): void;
  removeMirror(uid: string): void;
}

export function createLocalLists(storage: Storage | null): LocalLists {
  const attempt = (what: string, action: () => void) => {
    try {
      action();
    } catch (error) {
      console.error(`[cart] Could not ${what} in this browser's storage.`, error);
    }
  };
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  return {
    available: storage !== null,
    readGuest: () => parseStoredLists(read(GUEST_KEY)),
    writeGuest: (lists) =>
      attempt('keep the cart', () =>
        lists.cart.length || lists.wishlist.length
          ? storage?.setItem(GUEST_KEY, JSON.stringify(lists))
          : storage?.removeItem(GUEST_KEY),
      ),
    takeGuest() {
      const lists = parseStoredLists(read(GUEST_KEY));
      attempt('hand over the guest cart', () => storage?.removeItem(GUEST_KEY));
      return lists;
    },
    readMirror: (uid) => parseUserMirror(read(userKey(uid))),
    writeMirror: (uid, mirror) =>
      attempt('keep the cart', () => storage?.setItem(userKey(uid), JSON.stringify(mirror))),
    removeMirror: (uid) => attempt('forget the cart', () => storage?.removeItem(userKey(uid))),
  };
}
