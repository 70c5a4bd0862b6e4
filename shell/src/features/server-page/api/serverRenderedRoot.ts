/**
 * The page the page server rendered into #root: the whole site's tree (frame and route page), which
 * the shell hydrates once. #root says which route's page it holds and for which address
 * (SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_PATH_ATTRIBUTE); it counts only when that is the first
 * route's page at this very address, else the shell renders the site itself.
 */
import {
  SERVER_PAGE_ATTRIBUTE,
  SERVER_PAGE_HYDRATED_ATTRIBUTE,
  SERVER_PAGE_PATH_ATTRIBUTE,
  SERVER_RENDERED_ROUTES,
} from 'shared-contracts';
import type { RemoteModuleId } from '../../federation/api/remoteModules';

interface ServerRenderedRoot {
  root: HTMLElement;
  module: RemoteModuleId;
}

let rendered: ServerRenderedRoot | null = null;
/** Set once the first page has shown: a later visit to the route is the browser's own render. */
let shown = false;

/**
 * Before the first render: whether `root` holds the server's render of `firstPage` for `address`
 * (path and query), to be hydrated rather than rendered.
 */
export function takeServerRenderedRoot(root: HTMLElement, firstPage: RemoteModuleId | null, address: string): boolean {
  rendered = null;
  shown = false;
  if (
    !firstPage ||
    root.getAttribute(SERVER_PAGE_ATTRIBUTE) !== firstPage ||
    root.getAttribute(SERVER_PAGE_PATH_ATTRIBUTE) !== address ||
    !SERVER_RENDERED_ROUTES.some((route) => route.module === firstPage)
  )
    return false;
  rendered = { root, module: firstPage };
  return true;
}

/** Whether `module`'s page about to show is the server's (its title, written by the page server, stands). */
export const renderedByServer = (module: RemoteModuleId): boolean => !shown && rendered?.module === module;

/**
 * A route's page has shown (committed, or hydrated inside its Suspense boundary): the server's page,
 * if any, is React's now, and #root says so (`true`) for whoever waits on it.
 */
export function pageShown(): void {
  shown = true;
  const root = rendered?.root;
  if (root && !root.hasAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE))
    root.setAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'true');
}

/** Hydration found HTML other than the server's: React rendered that part in the browser instead. */
export function hydrationRecovered(error: unknown): void {
  rendered?.root.setAttribute(SERVER_PAGE_HYDRATED_ATTRIBUTE, 'recovered');
  console.error(
    `[hydration] ${rendered?.module ?? 'the page'} did not match the server's HTML; rendered in the browser instead`,
    error,
  );
}
