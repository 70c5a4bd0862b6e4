/** How long to wait when the browser has no requestIdleCallback (Safari). */
export const IDLE_FALLBACK_DELAY_MS = 2000;
/** The longest an idle callback may be put off on a busy page. */
export const IDLE_TIMEOUT_MS = 5000;

/** Runs `task` once the page is idle; returns a function that cancels it if it has not run. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(timer);
}
