/**
 * The signed-in part of the runtime, one per sign-in. At start it loads the saved lists, merges the
 * guest's into them and saves the result; then every change is mirrored locally (for other tabs
 * and against loss) and saved to the server. Commands that arrive while loading are replayed on
 * top of what was loaded, so nothing is lost to the race.
 */
import type { AuthSession, CartCommand, CartItem, WishlistItem } from 'shared-contracts';
import {
  listsReducer,
  sameItems,
  toLists,
  toStored,
  adoptStored,
  type Lists,
  type StoredLists,
} from '../features/lists/state/lists';
import { mergeLists, rebaseCartItems, rebaseWishlist } from '../features/lists/state/merge';
import type { ListKind, LocalLists, UserMirror } from '../features/persistence/api/localLists';
import { createSaver, retryDelayMs } from '../features/persistence/api/saver';
import type { ServerLists } from '../features/persistence/api/serverLists';

export interface UserSessionDeps {
  session: AuthSession;
  server: ServerLists;
  local: LocalLists;
  now: () => number;
  /** What is on screen, and how to change it (publishes to the contract). */
  current: () => Lists;
  show: (lists: Lists) => void;
}

export interface UserSession {
  readonly uid: string;
  /** A command changed the lists on screen from `before` to `after`. */
  changed(command: CartCommand, before: Lists, after: Lists): void;
  /** Another tab of this shopper wrote its lists. */
  mirrorChanged(mirror: UserMirror): void;
  /** Sign-out: sends what is pending once more, then stops. The server's lists stay as saved. */
  end(): void;
}

const KINDS: ListKind[] = ['cart', 'wishlist'];

const changedKinds = (a: StoredLists, b: StoredLists): ListKind[] =>
  KINDS.filter((kind) => !sameItems(a[kind], b[kind]));

export function startUserSession(deps: UserSessionDeps, guest: StoredLists): UserSession {
  const { session, server, local, now } = deps;
  const uid = session.uid;
  const loadStartedAt = now();
  const queued: CartCommand[] = [];
  let phase: 'loading' | 'ready' | 'ended' = 'loading';
  let loadTimer: ReturnType<typeof setTimeout> | null = null;
  let loadFailures = 0;

  function confirmSaved(kind: ListKind, items: StoredLists[ListKind]): void {
    const mirror = local.readMirror(uid);
    // A newer change is on its way; this one is not the last word.
    if (!mirror || !sameItems(mirror[kind], items)) return;
    const unsaved = { ...mirror.unsaved, [kind]: false };
    if (phase === 'ended' && !unsaved.cart && !unsaved.wishlist) local.removeMirror(uid);
    else local.writeMirror(uid, { ...mirror, unsaved });
  }

  const savers = {
    cart: createSaver<CartItem[]>({
      label: 'cart',
      save: server.saveCart,
      onSaved: (sent, merged) => saved('cart', sent, merged, rebaseCartItems),
    }),
    wishlist: createSaver<WishlistItem[]>({
      label: 'wishlist',
      save: server.saveWishlist,
      onSaved: (sent, merged) => saved('wishlist', sent, merged, rebaseWishlist),
    }),
  };

  /**
   * The server stored `merged` instead of `sent` (another device's changes came in): the screen
   * follows, keeping what was changed here since `sent`; a change still waiting carries the merge.
   */
  function saved<K extends ListKind>(
    kind: K,
    sent: StoredLists[K],
    merged: StoredLists[K] | null,
    rebase: (base: StoredLists[K], mine: StoredLists[K], theirs: StoredLists[K]) => StoredLists[K],
  ): void {
    if (merged && phase === 'ready') {
      const current = toStored(deps.current());
      const next = { ...current, [kind]: rebase(sent, current[kind], merged) };
      deps.show(adoptStored(deps.current(), next));
      if (savers[kind].hasPending()) save(deps.current(), [kind]);
      else
        local.writeMirror(uid, {
          ...next,
          unsaved: local.readMirror(uid)?.unsaved ?? { cart: false, wishlist: false },
          changedAt: now(),
          base: server.lastSeen(),
        });
    }
    confirmSaved(kind, merged ?? sent);
  }

  function save(lists: Lists, kinds: ListKind[]): void {
    if (kinds.length === 0) return;
    const before = local.readMirror(uid)?.unsaved ?? { cart: false, wishlist: false };
    const unsaved = {
      cart: before.cart || kinds.includes('cart'),
      wishlist: before.wishlist || kinds.includes('wishlist'),
    };
    local.writeMirror(uid, { ...toStored(lists), unsaved, changedAt: now(), base: server.lastSeen() });
    if (kinds.includes('cart')) savers.cart.schedule(lists.cart.items);
    if (kinds.includes('wishlist')) savers.wishlist.schedule(lists.wishlist);
  }

  async function load(): Promise<void> {
    let saved: StoredLists;
    try {
      saved = await server.load();
    } catch (error) {
      if (phase !== 'loading') return;
      loadFailures += 1;
      const wait = retryDelayMs(loadFailures);
      console.error(`[cart] Loading the saved cart failed; trying again in ${wait / 1000} s.`, error);
      loadTimer = setTimeout(() => void load(), wait);
      return;
    }
    if (phase !== 'loading') return;
    // This browser's copy wins where it is newer: a save that never reached the server (rebased
    // onto the saved lists when the mirror knows what it was made from, so another device's
    // changes since stay), or another tab that changed the lists while this one was loading.
    const mirror = local.readMirror(uid);
    const fresher = (kind: ListKind) => mirror !== null && (mirror.unsaved[kind] || mirror.changedAt >= loadStartedAt);
    const base: StoredLists = {
      cart:
        mirror && fresher('cart')
          ? mirror.base
            ? rebaseCartItems(mirror.base.cart, mirror.cart, saved.cart)
            : mirror.cart
          : saved.cart,
      wishlist:
        mirror && fresher('wishlist')
          ? mirror.base
            ? rebaseWishlist(mirror.base.wishlist, mirror.wishlist, saved.wishlist)
            : mirror.wishlist
          : saved.wishlist,
    };
    const lists = queued.reduce(listsReducer, toLists(mergeLists(base, guest)));
    queued.length = 0;
    phase = 'ready';
    deps.show(adoptStored(deps.current(), toStored(lists)));
    save(deps.current(), changedKinds(toStored(lists), saved));
  }

  void load();

  return {
    uid,
    changed(command, before, after) {
      if (phase === 'loading') queued.push(command);
      else if (phase === 'ready') save(after, changedKinds(toStored(before), toStored(after)));
    },
    mirrorChanged(mirror) {
      // While loading, load() reads the mirror itself when the server has answered.
      if (phase !== 'ready') return;
      const current = deps.current();
      const next = adoptStored(current, mirror);
      if (next === current) return;
      // A save still waiting here carries an older state: let it carry the newest instead.
      if (savers.cart.hasPending()) savers.cart.schedule(next.cart.items);
      if (savers.wishlist.hasPending()) savers.wishlist.schedule(next.wishlist);
      deps.show(next);
    },
    end() {
      const wasLoading = phase === 'loading';
      phase = 'ended';
      if (loadTimer !== null) clearTimeout(loadTimer);
      if (wasLoading) {
        // Never merged: give the guest's lists (and what was done meanwhile) back to the guest.
        const replayed = queued.reduce(listsReducer, toLists(guest));
        local.writeGuest(mergeLists(local.readGuest(), toStored(replayed)));
        return;
      }
      KINDS.forEach((kind) => {
        savers[kind].flush();
        savers[kind].stop();
      });
      const mirror = local.readMirror(uid);
      if (mirror && !mirror.unsaved.cart && !mirror.unsaved.wishlist) local.removeMirror(uid);
    },
  };
}
