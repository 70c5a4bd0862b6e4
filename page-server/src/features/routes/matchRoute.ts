/**
 * Which page of spec §2 a path is, as the shell's router decides it (static segments match
 * case-insensitively, a trailing slash is ignored): what the page server needs to write its head.
 */
import { categoryFromSlug, ROUTES, type FilterCategory } from 'shared-contracts';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'shop' }
  | { kind: 'product'; id: string }
  | { kind: 'category'; slug: string; category: FilterCategory | null }
  | { kind: 'info'; path: typeof ROUTES.about | typeof ROUTES.privacyPolicy }
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

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether `path` matches a pattern like "/order/:orderId". */
function matches(pattern: string, segments: string[]): boolean {
  const wanted = segmentsOf(pattern);
  return (
    wanted.length === segments.length &&
    wanted.every((part, i) => part.startsWith(':') || part === segments[i]?.toLowerCase())
  );
}

export function matchRoute(pathname: string): PageRoute {
  const segments = segmentsOf(pathname);
  const [first, second] = segments.map((s) => s.toLowerCase());
  if (segments.length === 1 && first === 'home') return { kind: 'home' };
  if (segments.length === 1 && first === 'shop') return { kind: 'shop' };
  if (segments.length === 1 && `/${first}` === ROUTES.about) return { kind: 'info', path: ROUTES.about };
  if (segments.length === 1 && `/${first}` === ROUTES.privacyPolicy)
    return { kind: 'info', path: ROUTES.privacyPolicy };
  if (segments.length === 2 && first === 'shop') {
    const id = decode(segments[1] ?? '');
    return id ? { kind: 'product', id } : { kind: 'notFound' };
  }
  if (segments.length === 2 && first === 'category' && second !== undefined) {
    const slug = decode(segments[1] ?? '') ?? '';
    return { kind: 'category', slug, category: categoryFromSlug(slug) };
  }
  const privatePage = PRIVATE_PAGES.find(({ path }) => matches(path, segments));
  if (privatePage) return { kind: 'private', title: privatePage.title };
  return { kind: 'notFound' };
}
