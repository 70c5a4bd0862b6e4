import { ROUTES, SERVER_RENDERED_ROUTES, type ServerRenderedRoute } from 'shared-contracts';
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

/** Every route of spec §2 (plus the order confirmation of the clarifications), by layout. */
export const SHOP_ROUTES: RemoteRoute[] = [
  // One table with the page server's, so the pages it renders are the routes the shell hydrates
  // (its modules are the catalogue's: the route table test loads each).
  ...SERVER_RENDERED_ROUTES.map(({ pattern, module }) => ({
    path: pattern,
    module: module as RemoteModuleId,
    title: SERVER_RENDERED_TITLES[module] ?? module,
  })),
  { path: ROUTES.cart, module: 'cart/CartPage', title: 'Cart' },
  { path: ROUTES.wishlist, module: 'cart/WishlistPage', title: 'Wishlist' },
  { path: ROUTES.checkout, module: 'cart/CheckoutPage', title: 'Checkout' },
  { path: ROUTES.orders, module: 'cart/OrdersPage', title: 'My orders' },
  { path: '/order/:orderId', module: 'cart/OrderPage', title: 'Order confirmation' },
  { path: ROUTES.signup, module: 'account/SignupPage', title: 'Signup' },
  { path: ROUTES.login, module: 'account/LoginPage', title: 'Login' },
  { path: ROUTES.forgotPassword, module: 'account/ForgotPasswordPage', title: 'Forgot password' },
  { path: ROUTES.resetPassword, module: 'account/ResetPasswordPage', title: 'Reset password' },
  { path: ROUTES.account, module: 'account/AccountPage', title: 'My account' },
  { path: ROUTES.accountAddresses, module: 'account/AddressesPage', title: 'My addresses' },
];

/** The title of a path no route shows. */
export const NOT_FOUND_TITLE = 'Page not found';

export const ADMIN_ROUTES: RemoteRoute[] = [
  { path: ROUTES.dashboard, module: 'admin/DashboardPage', title: 'Dashboard' },
  { path: ROUTES.adminProducts, module: 'admin/ProductsPage', title: 'Products' },
  { path: `${ROUTES.adminProducts}/:id`, module: 'admin/EditProductPage', title: 'Edit product' },
  { path: ROUTES.adminOrders, module: 'admin/OrdersPage', title: 'Orders' },
  { path: `${ROUTES.adminOrders}/:id`, module: 'admin/OrderPage', title: 'Order' },
  { path: ROUTES.addProducts, module: 'admin/AddProductsPage', title: 'Add Products' },
  { path: ROUTES.users, module: 'admin/UsersPage', title: 'Users' },
  { path: ROUTES.adminDelivery, module: 'admin/DeliveryPage', title: 'Delivery' },
  { path: ROUTES.adminCoupons, module: 'admin/CouponsPage', title: 'Coupons' },
  { path: ROUTES.adminSettings, module: 'admin/SettingsPage', title: 'Settings' },
];
