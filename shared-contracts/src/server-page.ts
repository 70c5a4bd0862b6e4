/**
 * How a page rendered on the server meets the shell that hydrates it: one document, one React root.
 *
 * The shell's server build exports the whole site as `./App` (props: ServerAppProps). The page
 * server renders it, with the route's page from the remote's server build and PageDataContext
 * around it, into the shell's #root, which it marks with SERVER_PAGE_ATTRIBUTE (the remote module it
 * rendered, like `catalog/ProductPage`) and SERVER_PAGE_PATH_ATTRIBUTE (the path and query it
 * rendered for). The shell's browser code hydrates #root once when both match its first route and
 * address, and renders the site itself otherwise.
 */
import type { ComponentType } from 'react';
import type { StorefrontConfig } from './config';
import { ROUTES } from './routes';

export const SERVER_PAGE_ATTRIBUTE = 'data-server-page';
export const SERVER_PAGE_PATH_ATTRIBUTE = 'data-server-path';
/**
 * Set by the shell on the SERVER_PAGE_ATTRIBUTE element (#root) once React has the route's page:
 * `true` (hydrated) or `recovered` (a mismatch: that part rendered anew).
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

/**
 * A route the browser renders: one shopper's page or the admin's, never indexed. The shell routes
 * to it; the page server answers it with its title and preloads of its module's files.
 */
export interface BrowserRenderedRoute extends ServerRenderedRoute {
  /** The page part of "<storeName> - <Page>"; a page may refine it. */
  title: string;
}

/** Every other route of spec §2 (and the order confirmation of the clarifications); the admin's are `admin/*`. */
export const BROWSER_RENDERED_ROUTES: readonly BrowserRenderedRoute[] = [
  { pattern: ROUTES.cart, module: 'cart/CartPage', title: 'Cart' },
  { pattern: ROUTES.wishlist, module: 'cart/WishlistPage', title: 'Wishlist' },
  { pattern: ROUTES.checkout, module: 'cart/CheckoutPage', title: 'Checkout' },
  { pattern: ROUTES.orders, module: 'cart/OrdersPage', title: 'My orders' },
  { pattern: '/order/:orderId', module: 'cart/OrderPage', title: 'Order confirmation' },
  { pattern: ROUTES.signup, module: 'account/SignupPage', title: 'Signup' },
  { pattern: ROUTES.login, module: 'account/LoginPage', title: 'Login' },
  { pattern: ROUTES.forgotPassword, module: 'account/ForgotPasswordPage', title: 'Forgot password' },
  { pattern: ROUTES.resetPassword, module: 'account/ResetPasswordPage', title: 'Reset password' },
  { pattern: ROUTES.account, module: 'account/AccountPage', title: 'My account' },
  { pattern: ROUTES.accountAddresses, module: 'account/AddressesPage', title: 'My addresses' },
  { pattern: ROUTES.dashboard, module: 'admin/DashboardPage', title: 'Dashboard' },
  { pattern: ROUTES.adminProducts, module: 'admin/ProductsPage', title: 'Products' },
  { pattern: `${ROUTES.adminProducts}/:id`, module: 'admin/EditProductPage', title: 'Edit product' },
  { pattern: ROUTES.adminOrders, module: 'admin/OrdersPage', title: 'Orders' },
  { pattern: `${ROUTES.adminOrders}/:id`, module: 'admin/OrderPage', title: 'Order' },
  { pattern: ROUTES.addProducts, module: 'admin/AddProductsPage', title: 'Add Products' },
  { pattern: ROUTES.users, module: 'admin/UsersPage', title: 'Users' },
  { pattern: ROUTES.adminDelivery, module: 'admin/DeliveryPage', title: 'Delivery' },
  { pattern: ROUTES.adminCoupons, module: 'admin/CouponsPage', title: 'Coupons' },
  { pattern: ROUTES.adminSettings, module: 'admin/SettingsPage', title: 'Settings' },
];

/** The module of the shell's server build a page server renders the site with. */
export const SHELL_SERVER_APP = './App';

/** What the shell's server app is rendered with. */
export interface ServerAppProps {
  /** The shell's deployed config.json, as the browser's first render reads it. */
  config: StorefrontConfig;
  /** The path and query asked for ('/shop/07?utm_source=x'). */
  location: string;
  /** The route's page: its module (`catalog/ProductPage`) and component, from the remote's server build. */
  page: { module: string; Page: ComponentType };
}
