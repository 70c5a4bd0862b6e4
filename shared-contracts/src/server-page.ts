/**
 * How a page rendered on the server meets the shell that hydrates it.
 *
 * The shell's index.html marks where a route's page goes with PAGE_SLOT_ATTRIBUTE (its app shell
 * puts the page skeleton there). The page server replaces the slot's content with one element
 * carrying SERVER_PAGE_ATTRIBUTE (the remote module it rendered, like `catalog/ProductPage`) and
 * SERVER_PAGE_PATH_ATTRIBUTE (the path and query it rendered for); inside it, the HTML of
 * `<RoutedPage pattern Page />` (shared-contracts/router) wrapped in ConfigContext and
 * PageDataContext. The shell hydrates that element as its own React root with the same tree, once
 * the module has loaded, and renders the page itself wherever no such element is.
 */
import { ROUTES } from './routes';

export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';
export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';
export const SERVER_PAGE_PATH_ATTRIBUTE = 'data-server-path';
/**
 * Set by the shell on the SERVER_PAGE_ATTRIBUTE element once React has it: `true` (hydrated) or
 * `recovered` (rendered anew). Until then a click on one of its buttons is kept by the page server's
 * start script and replayed once the page is hydrated.
 */
export const SERVER_PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

/** A route the page server renders with its remote's server build: its path pattern and the module. */
export interface ServerRenderedRoute {
  /** The react-router pattern, as the shell's route table has it. */
  pattern: string;
  /** The remote module, `<remote>/<expose without ./>`, as the shell names it. */
  module: `${string}/${string}`;
}

/** The catalogue's routes: the pages that arrive rendered. */
export const SERVER_RENDERED_ROUTES: readonly ServerRenderedRoute[] = [
  { pattern: ROUTES.home, module: 'catalog/HomePage' },
  { pattern: ROUTES.shop, module: 'catalog/ShopPage' },
  { pattern: '/shop/:id', module: 'catalog/ProductPage' },
  { pattern: '/category/:categoryName', module: 'catalog/CategoryPage' },
  { pattern: ROUTES.about, module: 'catalog/AboutPage' },
  { pattern: ROUTES.privacyPolicy, module: 'catalog/PrivacyPolicyPage' },
];
