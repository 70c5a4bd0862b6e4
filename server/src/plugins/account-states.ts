/**
 * What the revocation check needs to know of an account (since when its tokens count, whether it
 * is disabled or deleted), at most `ttlMs` (5 s) old, so an account deleted, disabled or signed
 * out everywhere (through the admin page, or in the Firebase console) is refused by every server
 * instance within 5 s. Auth is the one shared source of that state; asking it per request would
 * cost a round trip to Google and Admin-SDK quota per cart save, so:
 * - a state younger than `refreshAfterMs` (half the TTL) is used as it is;
 * - an older one, still within the TTL, is used while a refresh is gathered in the background, so
 *   a shopper who keeps using the shop never waits for Auth;
 * - past the TTL (or asked `fresh`, as checkout and admin routes do) the request waits for a lookup.
 * Lookups are batched: every account due within `batchWindowMs` goes in one call of up to 100
 * (firebase-admin's getUsers), so the cost is about one Auth call per window per instance, not one
 * per shopper.
 */

export interface AccountState {
  /** Tokens issued (signed in) before this instant are revoked; 0 when never revoked. */
  validSinceMs: number;
  disabled: boolean;
  /** No such account (deleted). */
  deleted: boolean;
}

/** Looks up several accounts at once: a state for every uid asked (a missing account as deleted). */
export type LoadAccountStates = (uids: readonly string[]) => Promise<ReadonlyMap<string, AccountState>>;

export interface AccountStates {
  /** A state at most the TTL old (refreshed before that in the background), or a fresh one when `fresh`. */
  get(uid: string, fresh: boolean): Promise<AccountState>;
  /** Drops what is known of the account (deleted, signed out everywhere). */
  forget(uid: string): void;
  /** Resolves once no lookup is waiting or running (tests; shutdown). */
  idle(): Promise<void>;
}

export interface AccountStatesOptions {
  /** The oldest state a request may be decided on. */
  ttlMs?: number;
  /** From this age a used state is refreshed in the background (default half the TTL). */
  refreshAfterMs?: number;
  /** How long background refreshes are gathered into one lookup. */
  batchWindowMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const ACCOUNT_STATE_TTL_MS = 5_000;
export const ACCOUNT_STATE_BATCH_WINDOW_MS = 250;
/** firebase-admin's getUsers takes at most 100 identifiers per call. */
export const ACCOUNT_STATE_BATCH_SIZE = 100;

interface Waiting {
  promise: Promise<AccountState>;
  resolve: (state: AccountState) => void;
  reject: (error: unknown) => void;
}

function waiting(): Waiting {
  let resolve!: (state: AccountState) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<AccountState>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  // A background refresh nobody awaits must not be an unhandled rejection; awaiting callers still see it.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export function createAccountStates(
  load: LoadAccountStates,
  {
    ttlMs = ACCOUNT_STATE_TTL_MS,
    refreshAfterMs = ttlMs / 2,
    batchWindowMs = ACCOUNT_STATE_BATCH_WINDOW_MS,
    maxEntries = 100_000,
    now = Date.now,
  }: AccountStatesOptions = {},
): AccountStates {
  const known = new Map<string, { state: AccountState; at: number }>();
  /** Due in the next lookup. */
  const queued = new Map<string, Waiting>();
  /** In a lookup under way. */
  const running = new Map<string, Waiting>();
  let timer: NodeJS.Timeout | null = null;
  let timerDue = Infinity;
  const lookups = new Set<Promise<void>>();
  /** Lookups and forgets in the order they happened: a lookup started before a forget must not bring the account back. */
  let sequence = 0;
  const forgotten = new Map<string, number>();

  function remember(uid: string, state: AccountState, at: number, started: number): void {
    if ((forgotten.get(uid) ?? -1) > started) return;
    forgotten.delete(uid);
    known.delete(uid);
    known.set(uid, { state, at });
    // A Map keeps insertion order: the first key is the one remembered longest ago.
    if (known.size > maxEntries) known.delete(known.keys().next().value as string);
  }

  async function lookUp(batch: ReadonlyArray<[string, Waiting]>): Promise<void> {
    const at = now();
    const started = ++sequence;
    try {
      const states = await load(batch.map(([uid]) => uid));
      for (const [uid, entry] of batch) {
        const state = states.get(uid);
        if (state) {
          remember(uid, state, at, started);
          entry.resolve(state);
        } else entry.reject(new Error(`the account lookup answered nothing for ${uid}`));
      }
    } catch (error) {
      for (const [, entry] of batch) entry.reject(error);
    } finally {
      for (const [uid, entry] of batch) if (running.get(uid) === entry) running.delete(uid);
    }
  }

  function flush(): void {
    timer = null;
    timerDue = Infinity;
    const due = [...queued];
    queued.clear();
    for (const [uid, entry] of due) running.set(uid, entry);
    for (let i = 0; i < due.length; i += ACCOUNT_STATE_BATCH_SIZE) {
      const lookup = lookUp(due.slice(i, i + ACCOUNT_STATE_BATCH_SIZE));
      lookups.add(lookup);
      void lookup.finally(() => lookups.delete(lookup));
    }
  }

  /** The uid's next lookup, started within `delayMs` (sooner if someone else needs it sooner). */
  function request(uid: string, delayMs: number): Promise<AccountState> {
    let entry = queued.get(uid);
    if (!entry) {
      entry = waiting();
      queued.set(uid, entry);
    }
    const due = now() + delayMs;
    if (due < timerDue) {
      if (timer) clearTimeout(timer);
      timerDue = due;
      // One batched getUsers for every account due in this window, instead of one Auth call per request.
      timer = setTimeout(flush, delayMs);
      // Never what keeps a process alive.
      timer.unref();
    }
    return entry.promise;
  }

  return {
    get(uid, fresh) {
      const entry = known.get(uid);
      const age = entry ? now() - entry.at : Infinity;
      if (!fresh && entry && age < ttlMs) {
        if (age >= refreshAfterMs && !running.has(uid)) void request(uid, batchWindowMs);
        return Promise.resolve(entry.state);
      }
      // A lookup already under way answers a waiting request; a fresh one wants one started now.
      const underWay = running.get(uid);
      if (underWay && !fresh) return underWay.promise;
      return request(uid, 0);
    },
    forget(uid) {
      known.delete(uid);
      // A lookup under way started before this: the next request waits for a new one.
      running.delete(uid);
      forgotten.set(uid, ++sequence);
    },
    async idle() {
      while (queued.size > 0 || lookups.size > 0) {
        if (queued.size > 0 && timer) {
          clearTimeout(timer);
          flush();
        }
        await Promise.all([...lookups]);
      }
    },
  };
}
