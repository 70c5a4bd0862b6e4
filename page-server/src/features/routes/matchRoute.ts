/**
 * Which page of spec §2 a path is, as the shell's router decides it (static segments match
 * case-insensitively, a trailing slash is ignored): a remote's server-rendered route (its loader
 * and head say the rest), a private page, or none. A category name that is no category is known
 * to be a 404 without asking anyone.
 */
import { matchPath } from 'react-router-dom';
import {
  BROWSER_RENDERED_ROUTES,
  categoryFromSlug,
  ROUTES,
  SERVER_RENDERED_ROUTES,
  type BrowserRenderedRoute,
  type ServerRenderedRoute,
} from 'shared-contracts';

export type PageRoute =
  /** `params`: the route pattern's, decoded, as the shell's router reads them. */
  | { kind: 'remote'; route: ServerRenderedRoute; params: Record<string, string | undefined> }
  /** Pages of one shopper or the admin: never indexed. `title` is the page part of the title. */
  | { kind: 'private'; title: string; module: BrowserRenderedRoute['module'] }
  | { kind: 'notFound' };

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
  const privatePage = BROWSER_RENDERED_ROUTES.find(({ pattern }) => matches(pattern, segments));
  if (privatePage) return { kind: 'private', title: privatePage.title, module: privatePage.module };
  return { kind: 'notFound' };
}
