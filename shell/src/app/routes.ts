import { BROWSER_RENDERED_ROUTES, SERVER_RENDERED_ROUTES, type ServerRenderedRoute } from 'shared-contracts';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';

export interface RemoteRoute {
  path: string;
  module: RemoteModuleId;
  /** The page part of "<storeName> - <Page>"; a page may refine it (e.g. with a product name). */
  title: string;
}

/** The titles of the routes the page server renders; their patterns and modules are the contract's. */
const SERVER_RENDERED_TITLES: Record<ServerRenderedRoute['module'], string> = {
  'catalog/HomePage': 'Home',
  'catalog/ShopPage': 'Shop',
  'catalog/ProductPage': 'Product',
  'catalog/CategoryPage': 'Category',
  'catalog/AboutPage': 'About us',
  'catalog/PrivacyPolicyPage': 'Privacy Policy',
};

/** The contract's routes the browser renders whose module `which` picks (the page server answers the same table). */
const browserRendered = (which: (module: string) => boolean): RemoteRoute[] =>
  BROWSER_RENDERED_ROUTES.filter(({ module }) => which(module)).map(({ pattern, module, title }) => ({
    path: pattern,
    module: module as RemoteModuleId,
    title,
  }));

/** Every route of spec §2 (plus the order confirmation of the clarifications), by layout. */
export const SHOP_ROUTES: RemoteRoute[] = [
  // One table with the page server's, so the pages it renders are the routes the shell hydrates
  // (its modules are the catalogue's: the route table test loads each).
  ...SERVER_RENDERED_ROUTES.map(({ pattern, module }) => ({
    path: pattern,
    module: module as RemoteModuleId,
    title: SERVER_RENDERED_TITLES[module] ?? module,
  })),
  ...browserRendered((module) => !module.startsWith('admin/')),
];

/** The title of a path no route shows. */
export const NOT_FOUND_TITLE = 'Page not found';

export const ADMIN_ROUTES: RemoteRoute[] = browserRendered((module) => module.startsWith('admin/'));
