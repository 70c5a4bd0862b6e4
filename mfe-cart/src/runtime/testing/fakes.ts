/** Stand-ins for the runtime's surroundings in tests: an API server, the auth session, a product. */
import {
  SAVED_LIST_PATHS,
  type AuthSession,
  type AuthSessionSource,
  type AuthSessionState,
  type CartItem,
  type CartLineInput,
  type WishlistItem,
} from 'shared-contracts';

export const chair: WishlistItem = { id: '07', productName: 'Sheesham Chair', imgUrl: '/chair.svg', price: 4500 };
export const sofa: WishlistItem = { id: '21', productName: 'Teak Sofa', imgUrl: '/sofa.svg', price: 32000 };
export const bench: WishlistItem = { id: '33', productName: 'Mango Bench', imgUrl: '/bench.svg', price: 9000 };

export const line = (item: WishlistItem, quantity: number): CartItem => ({
  ...item,
  quantity,
  totalPrice: item.price * quantity,
});

export interface Put {
  uid: string;
  path: string;
  items: unknown[];
}

/**
 * The saved lists of each uid, answering GET/PUT like the real server (token "token-<uid>"),
 * revisions and If-Match included: a stale If-Match is answered 409 with the current list.
 */
export function fakeServer() {
  const carts = new Map<string, CartItem[]>();
  const wishlists = new Map<string, WishlistItem[]>();
  const revisions = new Map<string, number>();
  const revisionOf = (uid: string, path: string): number => revisions.get(`${path} ${uid}`) ?? 0;
  const bump = (uid: string, path: string): number => {
    const next = revisionOf(uid, path) + 1;
    revisions.set(`${path} ${uid}`, next);
    return next;
  };
  /** Stored PUTs, in order. */
  const puts: Put[] = [];
  /** PUTs refused as stale (409). */
  const conflicts: Put[] = [];
  let failures = 0;
  let gate: Promise<void> | null = null;

  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (gate) await gate;
    const url = new URL(String(input));
    const auth = (init?.headers as Record<string, string> | undefined)?.authorization ?? '';
    const uid = auth.replace(/^Bearer token-/, '');
    const reply = (status: number, body: unknown) =>
      ({ ok: status < 400, status, text: async () => JSON.stringify(body) }) as Response;
    if (failures > 0) {
      failures -= 1;
      return reply(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' });
    }
    const isCart = url.pathname === SAVED_LIST_PATHS.cart;
    const lists: Map<string, unknown[]> = isCart ? carts : wishlists;
    const current = () => ({ items: lists.get(uid) ?? [], revision: revisionOf(uid, url.pathname) });
    if (init?.method === 'PUT') {
      const { items } = JSON.parse(String(init.body)) as { items: unknown[] };
      const stored = isCart
        ? (items as CartLineInput[]).map((l) => ({ ...l, totalPrice: l.price * l.quantity }))
        : items;
      const ifMatch = (init.headers as Record<string, string>)['if-match'];
      if (ifMatch !== undefined && ifMatch !== `"${revisionOf(uid, url.pathname)}"`) {
        conflicts.push({ uid, path: url.pathname, items: stored });
        return reply(409, { statusCode: 409, error: 'Conflict', message: 'changed', ...current() });
      }
      lists.set(uid, stored);
      puts.push({ uid, path: url.pathname, items: stored });
      return reply(200, { items: stored, revision: bump(uid, url.pathname) });
    }
    return reply(200, current());
  });

  return {
    fetchImpl: fetchImpl as unknown as typeof fetch,
    carts,
    wishlists,
    puts,
    conflicts,
    /** Another device of `uid` saves its cart. */
    saveCartElsewhere(uid: string, items: CartItem[]) {
      carts.set(uid, items);
      bump(uid, SAVED_LIST_PATHS.cart);
    },
    saveWishlistElsewhere(uid: string, items: WishlistItem[]) {
      wishlists.set(uid, items);
      bump(uid, SAVED_LIST_PATHS.wishlist);
    },
    /** The next `count` requests answer 503. */
    failNext(count: number) {
      failures = count;
    },
    /** Holds every request until the returned function is called. */
    hold(): () => void {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = () => {
          gate = null;
          resolve();
        };
      });
      return open;
    },
  };
}

export const sessionOf = (uid: string): AuthSession => ({ uid, getIdToken: async () => `token-${uid}` });

export function fakeAuth(initial: AuthSessionState) {
  let current = initial;
  const listeners = new Set<(session: AuthSessionState) => void>();
  const source: AuthSessionSource = {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(session: AuthSessionState) {
      current = session;
      listeners.forEach((listener) => listener(session));
    },
  };
}
