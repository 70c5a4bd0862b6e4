import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { scheduleCartRuntime } from '../features/cart-runtime/scheduleCartRuntime';
import { startLinkPrefetch } from '../features/federation/api/linkPrefetch';
import { hydrationRecovered, takeServerRenderedRoot } from '../features/server-page/api/serverRenderedRoot';
import { App } from './App';
import type { Startup } from './loadStartup';

/**
 * Renders the site — hydrating it once when the page server rendered it into `root` for this
 * address — then starts the cart runtime when it no longer competes with the first page, and the
 * prefetch of linked remote pages once the first page's code is there (as a router prefetches a
 * link's route after hydration). Returns React's root.
 */
export function bootstrap(root: HTMLElement, startup: Startup): Root {
  const app = (
    <StrictMode>
      <App config={startup.config} />
    </StrictMode>
  );
  const serverRendered = takeServerRenderedRoot(
    root,
    startup.firstPage,
    window.location.pathname + window.location.search,
  );
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page; a click meanwhile hydrates its part first.
  let reactRoot: Root | undefined;
  startTransition(() => {
    if (serverRendered) reactRoot = hydrateRoot(root, app, { onRecoverableError: hydrationRecovered });
    else (reactRoot = createRoot(root)).render(app);
  });
  scheduleCartRuntime(startup);
  void startup.firstPageLoaded.then(() => startLinkPrefetch());
  return reactRoot!;
}
