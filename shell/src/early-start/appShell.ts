import { ADMIN_ROUTE_ATTRIBUTE, APP_SHELL_ATTRIBUTE } from '../app-shell/markers';
import { remoteOf, type RemoteModuleId } from '../features/federation/api/remoteModules';

/** The admin area has its own header: index.html's shop header must not show there. */
export function markAdminRoute(page: RemoteModuleId | null, html: HTMLElement = document.documentElement): void {
  if (page && remoteOf(page) === 'admin') html.setAttribute(ADMIN_ROUTE_ATTRIBUTE, '');
}

/**
 * index.html's shell is built with the default store name; a deployment that renames the store in
 * /config.json shows its own name at once. Only the markup painted before React is touched. The
 * config can arrive before the parser has reached the shell: then this waits for it.
 */
export function showStoreName(config: unknown, doc: Document = document): void {
  const storeName = (config as { storeName?: unknown } | null)?.storeName;
  if (typeof storeName !== 'string' || storeName === '') return;
  const apply = (): void => {
    const shell = doc.querySelector(`[${APP_SHELL_ATTRIBUTE}]`);
    shell?.querySelectorAll('.site-brand__name').forEach((name) => (name.textContent = storeName));
    shell?.querySelectorAll('.site-brand__mark').forEach((mark) => (mark.textContent = storeName.charAt(0)));
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', apply, { once: true });
  else apply();
}
