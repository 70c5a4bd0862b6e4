import { pageTitle } from 'shared-contracts';
import { ADMIN_ROUTE_ATTRIBUTE, APP_SHELL_ATTRIBUTE } from '../app-shell/markers';
import { remoteOf, type RemoteModuleId } from '../features/federation/api/remoteModules';

/** The admin area has its own header: index.html's shop header must not show there. */
export function markAdminRoute(page: RemoteModuleId | null, html: HTMLElement = document.documentElement): void {
  if (page && remoteOf(page) === 'admin') html.setAttribute(ADMIN_ROUTE_ATTRIBUTE, '');
}

/**
 * The page server writes each page's own title ("Furniture Store - Study Table", with the deployed store
 * name) and repeats it as og:title; index.html from the build has no og:title. A page it titled
 * keeps that title: the route table only knows a generic one ("Category").
 */
function titledByPageServer(doc: Document): boolean {
  const ogTitle = doc.querySelector('meta[property="og:title"]')?.getAttribute('content');
  return Boolean(ogTitle) && ogTitle === doc.title;
}

/**
 * index.html's shell and title come from the build (the shipped config, the home page's title).
 * Once the deployed /config.json is known, the route's title and the configured store name are put
 * in, while React has not rendered yet (after that, its own title and brand stand). A title the
 * page server wrote stays. The config can arrive before the parser has reached the shell: then
 * this waits for it.
 */
export function showConfiguredNames(config: unknown, routeTitle: string, doc: Document = document): void {
  const storeName = (config as { storeName?: unknown } | null)?.storeName;
  if (typeof storeName !== 'string' || storeName === '') return;
  const apply = (): void => {
    const shell = doc.querySelector(`[${APP_SHELL_ATTRIBUTE}]`);
    if (!shell) return;
    if (!titledByPageServer(doc)) doc.title = pageTitle(storeName, routeTitle);
    // Only a different name is written: rewriting the same text would still cost a layout.
    const write = (selector: string, text: string): void =>
      shell.querySelectorAll(selector).forEach((element) => {
        if (element.textContent !== text) element.textContent = text;
      });
    write('.site-brand__name, .site-footer__brand, .site-footer__store-name', storeName);
    write('.site-brand__mark', storeName.charAt(0));
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', apply, { once: true });
  else apply();
}
