import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { scheduleCartRuntime } from '../features/cart-runtime/scheduleCartRuntime';
import { startLinkPrefetch } from '../features/federation/api/linkPrefetch';
import { keepServerPage } from '../features/server-page/api/keptServerPage';
import { afterFirstPaint } from '../utils/afterFirstPaint';
import { App } from './App';
import type { Startup } from './loadStartup';

/**
 * Renders the site, then starts the cart runtime and the prefetch of linked remote pages when they
 * no longer compete with the first page.
 */
export function bootstrap(root: HTMLElement, startup: Startup): void {
  // React's first commit empties #root: a page the page server rendered for this address is kept
  // to be put back and hydrated by its route (RemotePage).
  keepServerPage(startup.firstPage, window.location.pathname + window.location.search);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (long tasks, input delay).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App config={startup.config} firstPageLoaded={startup.firstPageLoaded} />
      </StrictMode>,
    ),
  );
  scheduleCartRuntime(startup);
  void afterFirstPaint(startup.firstPageLoaded).then(() => startLinkPrefetch());
}
