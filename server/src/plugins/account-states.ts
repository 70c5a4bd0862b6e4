/**
 * What the revocation check needs to know of an account (since when its tokens count, whether it
 * is disabled), cached for a short while. Asking the Auth service on every request costs a round
 * trip to Google and Admin-SDK quota per cart save; a state at most `ttlMs` old is enough for the
 * routes that change only the caller's own lists. Checkout and admin routes ask afresh.
 */

export interface AccountState {
  /** Tokens issued (signed in) before this instant are revoked; 0 when never revoked. */
  validSinceMs: number;
  disabled: boolean;
}

export interface AccountStates {
  /** The cached state when younger than the TTL (unless `fresh`), else loads it (one load per uid at a time). */
  get(uid: string, fresh: boolean): Promise<AccountState>;
  /** Drops what is known of the account (deleted, signed out everywhere). */
  forget(uid: string): void;
}

export interface AccountStatesOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const ACCOUNT_STATE_TTL_MS = 60_000;

export function createAccountStates(
  load: (uid: string) => Promise<AccountState>,
  { ttlMs = ACCOUNT_STATE_TTL_MS, maxEntries = 100_000, now = Date.now }: AccountStatesOptions = {},
): AccountStates {
  const known = new Map<string, { state: AccountState; at: number }>();
  const loading = new Map<string, Promise<AccountState>>();

  function remember(uid: string, state: AccountState, at: number): void {
    known.delete(uid);
    known.set(uid, { state, at });
    // A Map keeps insertion order: the first key is the one remembered longest ago.
    if (known.size > maxEntries) known.delete(known.keys().next().value as string);
  }

  function fetchState(uid: string): Promise<AccountState> {
    const pending = loading.get(uid);
    if (pending) return pending;
    const started = now();
    const request = load(uid)
      .then((state) => {
        remember(uid, state, started);
        return state;
      })
      .finally(() => loading.delete(uid));
    loading.set(uid, request);
    return request;
  }

  return {
    get(uid, fresh) {
      const entry = known.get(uid);
      if (!fresh && entry && now() - entry.at < ttlMs) return Promise.resolve(entry.state);
      return fetchState(uid);
    },
    forget(uid) {
      known.delete(uid);
    },
  };
}
