import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { scheduleCartRuntime } from '../features/cart-runtime/scheduleCartRuntime';
import { waitAtMost } from '../utils/waitAtMost';
import { App } from './App';
import type { Startup } from './loadStartup';

/** The longest the first render waits for the first page's module (a slow remote). */
export const FIRST_PAGE_WAIT_MS = 3000;

/**
 * Renders the site once the first page's module is there, and schedules the cart runtime. Until
 * then index.html's app shell shows the header and a skeleton, so React's first commit can be the
 * page itself instead of its own skeleton, swapped for the page a moment later (which moved the
 * footer: layout shift).
 */
export async function bootstrap(root: HTMLElement, startup: Startup): Promise<void> {
  scheduleCartRuntime(startup);
  await waitAtMost(startup.firstPageLoaded, FIRST_PAGE_WAIT_MS);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (long tasks, input delay).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App config={startup.config} firstPageLoaded={startup.firstPageLoaded} />
      </StrictMode>,
    ),
  );
}
