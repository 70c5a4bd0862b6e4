/** Every route of spec §2, in one place, so no app spells a path twice. */
export const ROUTES = {
  root: '/',
  home: '/home',
  signup: '/signup',
  login: '/login',
  /** Asks for a password-reset e-mail. */
  forgotPassword: '/forgot-password',
  /** Where the reset e-mail's action link lands (`?mode=resetPassword&oobCode=…`). */
  resetPassword: '/reset-password',
  shop: '/shop',
  cart: '/cart',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  wishlist: '/wishlist',
  checkout: '/checkout',
  /** The signed-in shopper's orders (`?page=` from 1). */
  orders: '/orders',
  /** The signed-in shopper's account: profile, password, delete the account. */
  account: '/account',
  /** The signed-in shopper's address book. */
  accountAddresses: '/account/addresses',
  dashboard: '/dashboard',
  addProducts: '/dashboard/add-products',
  adminProducts: '/dashboard/products',
  adminOrders: '/dashboard/orders',
  users: '/dashboard/users',
  /** The admin's delivery table: rows by pincode, the rest of India, holidays; CSV in and out. */
  adminDelivery: '/dashboard/delivery',
  /** The admin's coupon codes: list, create, edit, pause. */
  adminCoupons: '/dashboard/coupons',
  /** The seller's GST facts every invoice prints: legal name, GSTIN, address, state, prefixes. */
  adminSettings: '/dashboard/settings',
} as const;

export type StaticRoute = (typeof ROUTES)[keyof typeof ROUTES];

export const productPath = (id: string): string => `/shop/${encodeURIComponent(id)}`;
export const categoryPath = (slug: string): string => `/category/${slug}`;
/** The admin's edit page of one product (any status). */
export const adminProductPath = (id: string): string => `${ROUTES.adminProducts}/${encodeURIComponent(id)}`;
/** The admin's page of one order. */
export const adminOrderPagePath = (id: string): string => `${ROUTES.adminOrders}/${encodeURIComponent(id)}`;
export const orderPath = (orderId: string): string => `/order/${encodeURIComponent(orderId)}`;
