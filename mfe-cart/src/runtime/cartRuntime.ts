/**
 * The cart/wishlist runtime (ARCHITECTURE §6): owns both lists, answers the contract's commands,
 * publishes cart/changed and wishlist/changed, and keeps the lists where they belong.
 *
 * - Signed out: the guest's lists live in localStorage (they survive a reload).
 * - Sign-in: the guest's lists are handed over (removed from localStorage) and merged into the
 *   saved ones; see userSession.ts.
 * - Sign-out: the screen empties; that is local only. The server keeps the shopper's saved lists
 *   and the (empty) guest storage is not written, so nothing is wiped "as if the guest emptied it".
 *   The provider's clearCart/clearWishlist after logout then change nothing.
 * - Other tabs: the `storage` event carries the guest's lists, and a signed-in shopper's mirror.
 */
import {
  publishCart,
  publishWishlist,
  serveCartCommands,
  type AuthSessionState,
  type CartRuntimeDeps,
} from 'shared-contracts';
import { adoptStored, toLists, toStored, type Lists } from '../features/lists/state/lists';
import { createListsStore, replaceLists } from '../features/lists/state/store';
import { isValidCommand } from '../features/lists/state/sanitise';
import {
  createLocalLists,
  isGuestKey,
  parseStoredLists,
  parseUserMirror,
  userKey,
} from '../features/persistence/api/localLists';
import { createServerLists } from '../features/persistence/api/serverLists';
import { startUserSession, type UserSession } from './userSession';

/** What the runtime takes from the browser; tests give their own. */
export interface RuntimeEnv {
  storage: Storage | null;
  /** Where `storage` events of other tabs arrive (window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  fetchImpl?: typeof fetch;
  now: () => number;
}

export function createCartRuntime({ apiBaseUrl, auth }: CartRuntimeDeps, env: RuntimeEnv): () => void {
  const local = createLocalLists(env.storage);
  const store = createListsStore(toLists(local.readGuest()));
  const lists = (): Lists => store.getState();
  let user: UserSession | null = null;

  // Every change of the store is published; unchanged lists keep their objects, so only what
  // changed goes out.
  let published = lists();
  const unsubscribeStore = store.subscribe(() => {
    const next = lists();
    if (next.cart !== published.cart) publishCart(next.cart);
    if (next.wishlist !== published.wishlist) publishWishlist(next.wishlist);
    published = next;
  });
  const show = (next: Lists): void => {
    if (next !== lists()) store.dispatch(replaceLists(next));
  };

  function handle(command: unknown): void {
    if (!isValidCommand(command)) {
      console.warn('[cart] Ignored a command that does not fit the cart contract.', command);
      return;
    }
    const before = lists();
    store.dispatch(command);
    const after = lists();
    if (after === before) return;
    if (user) user.changed(command, before, after);
    else local.writeGuest(toStored(after));
  }

  function onSession(session: AuthSessionState): void {
    if (session === undefined || (user && session?.uid === user.uid)) return;
    if (user) {
      user.end();
      user = null;
      show(adoptStored(lists(), local.readGuest()));
    }
    if (session) {
      // Taken out of storage at once, so a second tab signing in at the same moment merges nothing twice.
      const guest = local.available ? local.takeGuest() : toStored(lists());
      user = startUserSession(
        {
          session,
          server: createServerLists(apiBaseUrl, session.getIdToken, env.fetchImpl),
          local,
          now: env.now,
          current: lists,
          show,
        },
        guest,
      );
    }
  }

  function onStorage(event: Event): void {
    const { key, newValue, storageArea } = event as StorageEvent;
    if (env.storage && storageArea && storageArea !== env.storage) return;
    if (user) {
      const mirror = key === userKey(user.uid) ? parseUserMirror(newValue) : null;
      if (mirror) user.mirrorChanged(mirror);
    } else if (key === null || isGuestKey(key)) {
      show(adoptStored(lists(), parseStoredLists(newValue)));
    }
  }

  // Late subscribers read the snapshot; publish the starting state once.
  publishCart(published.cart);
  publishWishlist(published.wishlist);
  const unsubscribe = auth.subscribe(onSession);
  onSession(auth.current());
  const stopServing = serveCartCommands(handle);
  env.events?.addEventListener('storage', onStorage);

  return () => {
    stopServing();
    unsubscribe();
    unsubscribeStore();
    env.events?.removeEventListener('storage', onStorage);
    user?.end();
    user = null;
  };
}
