import { whenIdle } from 'shared-contracts/idle';

/**
 * A quiet re-read waits for an idle moment, but briefly (1 s at most; at once after the current
 * task where there is no requestIdleCallback): hydration's effects stay short, and the first keys
 * a shopper types do not wait behind it, yet fresh data is not held back for seconds.
 */
const QUIET_READ = { timeoutMs: 1000, fallbackDelayMs: 0 };

/** Starts `read` at once, or once the browser is idle when it is a quiet re-read; returns the way to cancel it if it has not started. */
export function readNowOrWhenIdle(read: () => void, quietly: boolean): () => void {
  if (quietly) return whenIdle(read, QUIET_READ);
  read();
  return () => undefined;
}
