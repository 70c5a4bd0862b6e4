/** The longest a task waits for an idle moment on a busy page, by default. */
export const IDLE_TIMEOUT_MS = 5000;
/** How long a task waits, by default, where the browser has no requestIdleCallback (Safari). */
export const IDLE_FALLBACK_DELAY_MS = 2000;

export interface WhenIdleOptions {
  /** The longest the task may be put off where the browser has requestIdleCallback. */
  timeoutMs?: number;
  /** How long to wait instead where it has none: 0 runs the task in a task of its own after the current one. */
  fallbackDelayMs?: number;
}

/**
 * Runs `task` once the browser is idle (at most `timeoutMs` later); returns a function that
 * cancels it if it has not run. The defaults suit work that can wait seconds (a chat widget, the
 * cart runtime after the first paint); work the shopper may soon need asks for less.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs = IDLE_TIMEOUT_MS, fallbackDelayMs = IDLE_FALLBACK_DELAY_MS }: WhenIdleOptions = {},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
