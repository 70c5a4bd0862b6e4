/**
 * Which page of spec §2 a path is, as the shell's router decides it (static segments match
 * case-insensitively, a trailing slash is ignored): a remote's server-rendered route (its loader
 * and head say the rest), a private page, or none. A category name that is no category is known
 * to be a 404 without asking anyone.
 */
import { matchPath } from 'react-router-dom';
import { categoryFromSlug, ROUTES, SERVER_RENDERED_ROUTES, type ServerRenderedRoute } from 'shared-contracts';

export type PageRoute =
  /** `params`: the route pattern's, decoded, as the shell's router reads them. */
  | { kind: 'remote'; route: ServerRenderedRoute; params: Record<string, string | undefined> }
  /** Pages of one shopper or the admin: never indexed. `title` is the page part of the title. */
  | { kind: 'private'; title: string }
  | { kind: 'notFound' };

/** The shell's titles of the pages search engines must not index (shell/src/app/routes.ts). */
const PRIVATE_PAGES: ReadonlyArray<{ path: string; title: string }> = [
  { path: ROUTES.cart, title: 'Cart' },
  { path: ROUTES.wishlist, title: 'Wishlist' },
  { path: ROUTES.checkout, title: 'Checkout' },
  { path: ROUTES.orders, title: 'My orders' },
  { path: '/order/:orderId', title: 'Order confirmation' },
  { path: ROUTES.signup, title: 'Signup' },
  { path: ROUTES.login, title: 'Login' },
  { path: ROUTES.forgotPassword, title: 'Forgot password' },
  { path: ROUTES.resetPassword, title: 'Reset password' },
  { path: ROUTES.account, title: 'My account' },
  { path: ROUTES.accountAddresses, title: 'My addresses' },
  { path: ROUTES.dashboard, title: 'Dashboard' },
  { path: ROUTES.adminProducts, title: 'Products' },
  { path: `${ROUTES.adminProducts}/:id`, title: 'Edit product' },
  { path: ROUTES.adminOrders, title: 'Orders' },
  { path: `${ROUTES.adminOrders}/:id`, title: 'Order' },
  { path: ROUTES.addProducts, title: 'Add Products' },
  { path: ROUTES.users, title: 'Users' },
  { path: ROUTES.adminDelivery, title: 'Delivery' },
  { path: ROUTES.adminCoupons, title: 'Coupons' },
  { path: ROUTES.adminSettings, title: 'Settings' },
];

/** Paths robots.txt keeps crawlers out of (the private pages' first segments). */
export const DISALLOWED_PATHS = [
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.wishlist,
  ROUTES.orders,
  '/order/',
  ROUTES.login,
  ROUTES.signup,
  ROUTES.forgotPassword,
  ROUTES.resetPassword,
  ROUTES.account,
  ROUTES.dashboard,
];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** Whether `path` matches a pattern like "/order/:orderId". */
function matches(pattern: string, segments: string[]): boolean {
  const wanted = segmentsOf(pattern);
  return (
    wanted.length === segments.length &&
    wanted.every((part, i) => part.startsWith(':') || part === segments[i]?.toLowerCase())
  );
}

export function matchRoute(pathname: string): PageRoute {
  for (const route of SERVER_RENDERED_ROUTES) {
    const match = matchPath(route.pattern, pathname);
    if (!match) continue;
    // The path's segments are still encoded (the browser's router reads them decoded).
    let params: Record<string, string | undefined>;
    try {
      params = Object.fromEntries(
        Object.entries(match.params).map(([name, value]) => [
          name,
          value === undefined ? undefined : decodeURIComponent(value),
        ]),
      );
    } catch {
      // A parameter that does not decode names nothing.
      return { kind: 'notFound' };
    }
    if (params.categoryName !== undefined && !categoryFromSlug(params.categoryName)) return { kind: 'notFound' };
    return { kind: 'remote', route, params };
  }
  const segments = segmentsOf(pathname);
  const privatePage = PRIVATE_PAGES.find(({ path }) => matches(path, segments));
  if (privatePage) return { kind: 'private', title: privatePage.title };
  return { kind: 'notFound' };
}
