/**
 * Stands in for the shell's federation/api/remoteRegistry in the monolith build: the same
 * functions, but every page is a plain lazy import of the remote's source (no manifest, no
 * remoteEntry, no share scope). Each page's chunk is named after its module (`catalog-HomePage`),
 * so the build can list the files a server-rendered page needs (route-files.json).
 */
type Loader = () => Promise<unknown>;

const MODULES: Record<string, Loader> = {
  'catalog/HomePage': () => import(/* webpackChunkName: "catalog-HomePage" */ '../../mfe-catalog/src/pages/HomePage'),
  'catalog/ShopPage': () => import(/* webpackChunkName: "catalog-ShopPage" */ '../../mfe-catalog/src/pages/ShopPage'),
  'catalog/ProductPage': () =>
    import(/* webpackChunkName: "catalog-ProductPage" */ '../../mfe-catalog/src/pages/ProductPage'),
  'catalog/CategoryPage': () =>
    import(/* webpackChunkName: "catalog-CategoryPage" */ '../../mfe-catalog/src/pages/CategoryPage'),
  'catalog/AboutPage': () =>
    import(/* webpackChunkName: "catalog-AboutPage" */ '../../mfe-catalog/src/pages/AboutPage'),
  'catalog/PrivacyPolicyPage': () =>
    import(/* webpackChunkName: "catalog-PrivacyPolicyPage" */ '../../mfe-catalog/src/pages/PrivacyPolicyPage'),
  'cart/CartPage': () => import(/* webpackChunkName: "cart-CartPage" */ '../../mfe-cart/src/pages/CartPage'),
  'cart/WishlistPage': () =>
    import(/* webpackChunkName: "cart-WishlistPage" */ '../../mfe-cart/src/pages/WishlistPage'),
  'cart/CheckoutPage': () =>
    import(/* webpackChunkName: "cart-CheckoutPage" */ '../../mfe-cart/src/pages/CheckoutPage'),
  'cart/OrderPage': () => import(/* webpackChunkName: "cart-OrderPage" */ '../../mfe-cart/src/pages/OrderPage'),
  'cart/OrdersPage': () => import(/* webpackChunkName: "cart-OrdersPage" */ '../../mfe-cart/src/pages/OrdersPage'),
  'cart/runtime': () => import(/* webpackChunkName: "cart-runtime" */ '../../mfe-cart/src/runtime'),
  'account/SignupPage': () =>
    import(/* webpackChunkName: "account-SignupPage" */ '../../mfe-account/src/pages/SignupPage'),
  'account/LoginPage': () =>
    import(/* webpackChunkName: "account-LoginPage" */ '../../mfe-account/src/pages/LoginPage'),
  'account/ForgotPasswordPage': () =>
    import(/* webpackChunkName: "account-ForgotPasswordPage" */ '../../mfe-account/src/pages/ForgotPasswordPage'),
  'account/ResetPasswordPage': () =>
    import(/* webpackChunkName: "account-ResetPasswordPage" */ '../../mfe-account/src/pages/ResetPasswordPage'),
  'admin/DashboardPage': () =>
    import(/* webpackChunkName: "admin-DashboardPage" */ '../../mfe-admin/src/pages/DashboardPage'),
  'admin/AddProductsPage': () =>
    import(/* webpackChunkName: "admin-AddProductsPage" */ '../../mfe-admin/src/pages/AddProductsPage'),
  'admin/UsersPage': () => import(/* webpackChunkName: "admin-UsersPage" */ '../../mfe-admin/src/pages/UsersPage'),
  'admin/ProductsPage': () =>
    import(/* webpackChunkName: "admin-ProductsPage" */ '../../mfe-admin/src/pages/ProductsPage'),
  'admin/EditProductPage': () =>
    import(/* webpackChunkName: "admin-EditProductPage" */ '../../mfe-admin/src/pages/EditProductPage'),
  'admin/OrdersPage': () => import(/* webpackChunkName: "admin-OrdersPage" */ '../../mfe-admin/src/pages/OrdersPage'),
  'admin/OrderPage': () => import(/* webpackChunkName: "admin-OrderPage" */ '../../mfe-admin/src/pages/OrderPage'),
  'admin/DeliveryPage': () =>
    import(/* webpackChunkName: "admin-DeliveryPage" */ '../../mfe-admin/src/pages/DeliveryPage'),
  'admin/SettingsPage': () =>
    import(/* webpackChunkName: "admin-SettingsPage" */ '../../mfe-admin/src/pages/SettingsPage'),
};

export async function fetchRemotesManifest(): Promise<Record<string, string>> {
  return {};
}

export function registerRemotesFrom(): void {}

export function resetRemote(): void {}

/** Nothing is promoted in a monolith: no remote changes. */
export function applyRemotesUpdate(): string[] {
  return [];
}

const loaded = new Map<string, unknown>();

export function loadedRemoteModule<T>(id: string): T | undefined {
  return loaded.get(id) as T | undefined;
}

export async function loadRemoteModule<T>(id: string): Promise<T | null> {
  const load = MODULES[id];
  if (!load) return null;
  const module = await load();
  loaded.set(id, module);
  return module as T;
}
