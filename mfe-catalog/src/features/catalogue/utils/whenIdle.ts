/** The longest a task waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` in a task of its own once the browser is idle (at most IDLE_TIMEOUT_MS later; at
 * once after the current task where there is no requestIdleCallback); returns the way to cancel
 * it. A page's quiet re-reads start this way: hydration's effects stay short, and the first keys a
 * shopper types do not wait behind them.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/** Starts `read` at once, or once the browser is idle when it is a quiet re-read; returns the way to cancel it if it has not started. */
export function readNowOrWhenIdle(read: () => void, quietly: boolean): () => void {
  if (quietly) return whenIdle(read);
  read();
  return () => undefined;
}
