/**
 * The page the page server rendered into index.html, kept from start-up until the
 * shell's first render puts it back and hydrates it. Only the first route's page counts, and only
 * when it was rendered for this very address: anything else is left for React to replace.
 */
import { SERVER_PAGE_ATTRIBUTE, SERVER_PAGE_PATH_ATTRIBUTE, SERVER_RENDERED_ROUTES } from 'shared-contracts';
import type { RemoteModuleId } from '../../federation/api/remoteModules';

export interface KeptServerPage {
  element: HTMLElement;
  module: RemoteModuleId;
  /** The route pattern it was rendered under (the contract's). */
  pattern: string;
}

let kept: KeptServerPage | null = null;
/** Set once the shell's render has taken it: a later visit to the route renders in the browser. */
let taken = false;

/**
 * Before the first render: keeps the server-rendered page if it is `firstPage`'s and for `address`
 * (path and query). Returns it, or null when there is none to hydrate.
 */
export function keepServerPage(
  firstPage: RemoteModuleId | null,
  address: string,
  doc: Document = document,
): KeptServerPage | null {
  kept = null;
  taken = false;
  const element = doc.querySelector<HTMLElement>(`[${SERVER_PAGE_ATTRIBUTE}]`);
  const route = SERVER_RENDERED_ROUTES.find(({ module }) => module === firstPage);
  if (!element || !firstPage || !route) return null;
  if (
    element.getAttribute(SERVER_PAGE_ATTRIBUTE) !== firstPage ||
    element.getAttribute(SERVER_PAGE_PATH_ATTRIBUTE) !== address
  )
    return null;
  kept = { element, module: firstPage, pattern: route.pattern };
  return kept;
}

/** The kept page for `module` while no render has taken it (the same answer for StrictMode's second call). */
export const serverPageFor = (module: RemoteModuleId): KeptServerPage | null =>
  !taken && kept?.module === module ? kept : null;

/** The render that shows `page` has committed: no other render gets it. */
export function claimServerPage(page: KeptServerPage): void {
  if (kept === page) taken = true;
}
