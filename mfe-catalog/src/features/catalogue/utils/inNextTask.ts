/**
 * Runs `task` in a task of its own, after the current one; returns the way to cancel it. A page's
 * quiet re-reads start this way, so hydration's effects stay one short task instead of one long one.
 */
export function inNextTask(task: () => void): () => void {
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
