/**
 * The session as code outside React sees it (the cart runtime): who is signed in and how to get
 * their ID token. The auth provider publishes here; anyone may subscribe.
 *
 * Like the event contract, the store lives on globalThis under a versioned symbol: the provider
 * (bundled into the shell) and the shared `shared-contracts` copy are different module instances,
 * and they must still see one store.
 */
export interface AuthSession {
  uid: string;
  /** A valid ID token of this user (refreshed when needed), or null once it cannot be had. */
  getIdToken: () => Promise<string | null>;
}

/** `undefined` until the first auth status arrives; `null` when signed out. */
export type AuthSessionState = AuthSession | null | undefined;

export interface AuthSessionSource {
  current(): AuthSessionState;
  /** Called on each change of signed-in user (not on token refreshes). Returns an unsubscribe. */
  subscribe(listener: (session: AuthSessionState) => void): () => void;
}

interface SessionStore {
  session: AuthSessionState;
  listeners: Set<(session: AuthSessionState) => void>;
}

const STORE_KEY = Symbol.for('storefront.auth-session.v1');

function store(): SessionStore {
  const host = globalThis as unknown as Record<symbol, SessionStore | undefined>;
  let existing = host[STORE_KEY];
  if (!existing) {
    existing = { session: undefined, listeners: new Set() };
    host[STORE_KEY] = existing;
  }
  return existing;
}

/** For the auth provider: the verified user now signed in, or null. Same uid again is not a change. */
export function publishAuthSession(session: AuthSession | null): void {
  const s = store();
  const before = s.session;
  if (before !== undefined && (before?.uid ?? null) === (session?.uid ?? null)) return;
  s.session = session;
  [...s.listeners].forEach((listener) => listener(session));
}

export const authSessions: AuthSessionSource = {
  current: () => store().session,
  subscribe(listener) {
    const { listeners } = store();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
