/**
 * The hydrated root of a server-rendered page: created once the page's module has loaded, kept
 * while the route shows it, unmounted when the route leaves. Release waits a tick, so StrictMode's
 * unmount-and-mount of effects (and a fast remount) keeps the one root instead of hydrating twice.
 */
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SERVER_PAGE_HYDRATED_ATTRIBUTE } from 'shared-contracts';
import { loadRemoteModule } from '../../federation/api/remoteRegistry';
import { isPageModule } from '../../federation/api/pageModule';
import { HydratedPageRoot } from '../components/HydratedPageRoot';
import { HydrationBoundary } from '../components/HydrationBoundary';
import type { PageBridge } from '../state/pageBridge';
import type { KeptServerPage } from './keptServerPage';

interface Session {
  holders: number;
  root: Root | null;
  ended: boolean;
  /** The latest holder's way back to rendering the page in the browser. */
  fallBack: () => void;
}

const sessions = new WeakMap<HTMLElement, Session>();

function end(page: KeptServerPage, session: Session): void {
  if (session.ended) return;
  session.ended = true;
  sessions.delete(page.element);
  session.root?.unmount();
}

/** The page cannot be hydrated: the route renders it in the browser instead (after this commit). */
function fallBack(page: KeptServerPage, session: Session): void {
  setTimeout(() => {
    end(page, session);
    session.fallBack();
  });
}

function hydrate(page: KeptServerPage, session: Session, bridge: PageBridge): void {
  void loadRemoteModule<unknown>(page.module)
    .catch(() => null)
    .then((module) => {
      if (session.ended) return;
      if (!isPageModule(module)) return fallBack(page, session);
      const { element } = page;
      const crashed = (error: unknown) => {
        console.error(`[hydration] ${page.module} failed while hydrating; rendering it in the browser`, error);
        fallBack(page, session);
      };
      const onHydrated = () => {
        if (!element.hasAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE))
          element.setAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'true');
      };
      // As a transition, hydration yields to the browser every few milliseconds (input stays
      // responsive, no long task) instead of holding the main thread for the whole page.
      startTransition(() => {
        session.root = hydrateRoot(
          element,
          <HydrationBoundary onCrash={crashed}>
            <HydratedPageRoot bridge={bridge} pattern={page.pattern} Page={module.default} onHydrated={onHydrated} />
          </HydrationBoundary>,
          {
            onRecoverableError(error) {
              element.setAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'recovered');
              console.error(
                `[hydration] ${page.module} did not match the server's HTML; rendered in the browser instead`,
                error,
              );
            },
          },
        );
      });
    });
}

/**
 * Holds the page's hydrated root (hydrating it on the first hold) until the returned release.
 * `onFallBack`: render the page in the browser (its module is not a page, or hydration crashed).
 */
export function retainHydratedPage(page: KeptServerPage, bridge: PageBridge, onFallBack: () => void): () => void {
  let session = sessions.get(page.element);
  const first = !session;
  session ??= { holders: 0, root: null, ended: false, fallBack: onFallBack };
  sessions.set(page.element, session);
  session.holders += 1;
  session.fallBack = onFallBack;
  if (first) hydrate(page, session, bridge);
  const held = session;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    setTimeout(() => {
      if (held.holders === 0) end(page, held);
    });
  };
}
