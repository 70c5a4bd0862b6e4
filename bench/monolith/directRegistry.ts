/**
 * Stands in for the shell's federation/api/remoteRegistry in the monolith build: the same
 * functions, but every page is a plain lazy import of the remote's source (no manifest, no
 * remoteEntry, no share scope).
 */
type Loader = () => Promise<unknown>;

const MODULES: Record<string, Loader> = {
  'catalog/HomePage': () => import('../../mfe-catalog/src/pages/HomePage'),
  'catalog/ShopPage': () => import('../../mfe-catalog/src/pages/ShopPage'),
  'catalog/ProductPage': () => import('../../mfe-catalog/src/pages/ProductPage'),
  'catalog/CategoryPage': () => import('../../mfe-catalog/src/pages/CategoryPage'),
  'catalog/AboutPage': () => import('../../mfe-catalog/src/pages/AboutPage'),
  'catalog/PrivacyPolicyPage': () => import('../../mfe-catalog/src/pages/PrivacyPolicyPage'),
  'cart/CartPage': () => import('../../mfe-cart/src/pages/CartPage'),
  'cart/WishlistPage': () => import('../../mfe-cart/src/pages/WishlistPage'),
  'cart/CheckoutPage': () => import('../../mfe-cart/src/pages/CheckoutPage'),
  'cart/OrderPage': () => import('../../mfe-cart/src/pages/OrderPage'),
  'cart/OrdersPage': () => import('../../mfe-cart/src/pages/OrdersPage'),
  'cart/runtime': () => import('../../mfe-cart/src/runtime'),
  'account/SignupPage': () => import('../../mfe-account/src/pages/SignupPage'),
  'account/LoginPage': () => import('../../mfe-account/src/pages/LoginPage'),
  'account/ForgotPasswordPage': () => import('../../mfe-account/src/pages/ForgotPasswordPage'),
  'account/ResetPasswordPage': () => import('../../mfe-account/src/pages/ResetPasswordPage'),
  'admin/DashboardPage': () => import('../../mfe-admin/src/pages/DashboardPage'),
  'admin/AddProductsPage': () => import('../../mfe-admin/src/pages/AddProductsPage'),
  'admin/UsersPage': () => import('../../mfe-admin/src/pages/UsersPage'),
  'admin/ProductsPage': () => import('../../mfe-admin/src/pages/ProductsPage'),
  'admin/EditProductPage': () => import('../../mfe-admin/src/pages/EditProductPage'),
  'admin/OrdersPage': () => import('../../mfe-admin/src/pages/OrdersPage'),
  'admin/OrderPage': () => import('../../mfe-admin/src/pages/OrderPage'),
  'admin/DeliveryPage': () => import('../../mfe-admin/src/pages/DeliveryPage'),
  'admin/SettingsPage': () => import('../../mfe-admin/src/pages/SettingsPage'),
};

export async function fetchRemotesManifest(): Promise<Record<string, string>> {
  return {};
}

export function parseRemotesManifest(): Record<string, string> {
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
