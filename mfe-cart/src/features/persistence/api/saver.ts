/**
 * Saves one list to the server after each change: a short debounce gathers a burst of clicks into
 * one request, one request at a time keeps them in order, and the newest value always wins. A
 * failure is logged to the console only (spec §8) and retried with growing waits; nothing is
 * dropped meanwhile (the caller also keeps an unsaved copy in localStorage).
 */

export interface SaverOptions<T> {
  /** "cart" or "wishlist", for the console. */
  label: string;
  /** Answers null when `value` was stored as sent, or the list stored instead (merged in a conflict). */
  save: (value: T) => Promise<T | null>;
  /** Called after the server accepted `value`, or `merged` in its place. */
  onSaved: (value: T, merged: T | null) => void;
  debounceMs?: number;
}

export interface Saver<T> {
  schedule(value: T): void;
  /** Saves what is pending now (cuts a debounce or a backoff short). */
  flush(): void;
  hasPending(): boolean;
  /** No more timers or retries; a request under way still finishes. */
  stop(): void;
}

export const SAVE_DEBOUNCE_MS = 300;
const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s … up to 30 s. */
export const retryDelayMs = (failures: number): number => Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * A refusal of the body itself will not change by retrying; anything else (network, 401, 5xx, 429)
 * may, and so may a conflict (409) that kept arriving while merging: the next try merges afresh.
 */
function isRetryable(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return true;
  return status === 401 || status === 408 || status === 409 || status === 429;
}

export function createSaver<T>({ label, save, onSaved, debounceMs = SAVE_DEBOUNCE_MS }: SaverOptions<T>): Saver<T> {
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  let failures = 0;
  let stopped = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const runAfter = (ms: number) => {
    clearTimer();
    if (!stopped) timer = setTimeout(run, ms);
  };

  function run(): void {
    timer = null;
    if (inFlight || !pending) return;
    const { value } = pending;
    pending = null;
    inFlight = true;
    save(value)
      .then(
        (merged) => {
          failures = 0;
          onSaved(value, merged);
        },
        (error: unknown) => {
          pending ??= { value };
          failures += 1;
          if (!isRetryable(error)) {
            console.error(`[cart] The server refused the saved ${label}; it stays in this browser.`, error);
            if (pending.value === value) pending = null;
            return;
          }
          const wait = retryDelayMs(failures);
          console.error(`[cart] Saving the ${label} failed; trying again in ${wait / 1000} s.`, error);
          runAfter(wait);
        },
      )
      .finally(() => {
        inFlight = false;
        if (pending && timer === null) runAfter(debounceMs);
      });
  }

  return {
    schedule(value) {
      pending = { value };
      // While waiting out a failure, a new change rides on that wait instead of hammering the server.
      if (failures > 0 && timer !== null) return;
      if (!inFlight) runAfter(debounceMs);
    },
    flush() {
      clearTimer();
      run();
    },
    hasPending: () => pending !== null,
    stop() {
      stopped = true;
      clearTimer();
    },
  };
}
