/**
 * Who may call each route of the API, and a representative request for it: the table the
 * security suite drives (the route × role matrix and the malformed-body fuzz). A route the app
 * registers but this table does not name fails the suite, so every new route gets classified.
 */
import type { InjectOptions } from 'fastify';
import { exportDeliveryCsv } from 'shared-contracts/delivery';

/**
 * public: anyone (a signature or the data itself protects it); signed-in: any valid token, even
 * before the email is verified (signup); verified: a verified account, acting on its own data;
 * owner: verified, and the resource must be the caller's (another user gets 403, an admin may
 * act too: read an order, delete a review); owner-only: the same, and not even an admin may act
 * (paying for a shopper's order, editing a shopper's review); owner-hidden: as owner, but another
 * user gets 404, as if there were nothing (an order's tax invoice); admin: a verified admin;
 * anyone: a visitor without a token, or a verified account (a token that is sent must be valid and
 * verified, as the act is then tied to the account: posting a review).
 */
export type Access = 'public' | 'anyone' | 'signed-in' | 'verified' | 'owner' | 'owner-hidden' | 'owner-only' | 'admin';

export interface RouteCase {
  /** "METHOD /pattern" exactly as Fastify registers it. */
  route: string;
  access: Access;
  /** A concrete request (URL with parameters filled in, a body that passes validation where there is one). */
  request: InjectOptions;
}

export * from './route-fixtures';
import {
  OWNED_ORDER_ID,
  OWNED_REVIEW_ID,
  REVIEW_BODY,
  PRODUCT_BODY,
  GST_SETTINGS_BODY,
  BILLING_DETAILS,
  BILLING_BODY,
  DELIVERY_TABLE_BODY,
  CART_LINE,
  json,
} from './route-fixtures';
import { ACCOUNT_AND_COUPON_ROUTES } from './route-access-accounts';
import { ORDER_ADMIN_ROUTES } from './route-access-orders';
import { PRODUCTS_CSV_HEAD } from '../features/product-csv/productsCsv';

export const ROUTES: readonly RouteCase[] = [
  { route: 'GET /api/health', access: 'public', request: { method: 'GET', url: '/api/health' } },
  { route: 'GET /api/ready', access: 'public', request: { method: 'GET', url: '/api/ready' } },
  {
    route: 'GET /api/products',
    access: 'public',
    request: { method: 'GET', url: '/api/products?limit=5&sort=price-asc' },
  },
  { route: 'GET /api/products/:id', access: 'public', request: { method: 'GET', url: '/api/products/01' } },
  {
    route: 'GET /uploads/:name',
    access: 'public',
    request: { method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.png' },
  },
  { route: 'GET /seed-art/:file', access: 'public', request: { method: 'GET', url: '/seed-art/01.svg' } },
  { route: 'GET /sandbox/checkout.js', access: 'public', request: { method: 'GET', url: '/sandbox/checkout.js' } },
  {
    route: 'POST /sandbox/pay',
    access: 'public',
    request: json('POST', '/sandbox/pay', { order_id: 'order_unknown' }),
  },
  {
    route: 'POST /api/webhooks/razorpay',
    access: 'public',
    request: {
      ...json('POST', '/api/webhooks/razorpay', { event: 'payment.captured', payload: {} }),
      headers: { 'x-razorpay-signature': 'forged' },
    },
  },

  { route: 'POST /api/users', access: 'signed-in', request: json('POST', '/api/users', { displayName: 'Asha' }) },
  { route: 'GET /api/users/me', access: 'signed-in', request: { method: 'GET', url: '/api/users/me' } },

  { route: 'GET /api/carts/me', access: 'verified', request: { method: 'GET', url: '/api/carts/me' } },
  { route: 'PUT /api/carts/me', access: 'verified', request: json('PUT', '/api/carts/me', { items: [CART_LINE] }) },
  { route: 'GET /api/wishlists/me', access: 'verified', request: { method: 'GET', url: '/api/wishlists/me' } },
  {
    route: 'PUT /api/wishlists/me',
    access: 'verified',
    request: json('PUT', '/api/wishlists/me', {
      items: [{ id: '01', productName: 'Sheesham Chair', imgUrl: '/x.svg', price: 4500 }],
    }),
  },
  {
    route: 'POST /api/checkout/send-email',
    access: 'verified',
    request: json('POST', '/api/checkout/send-email', BILLING_BODY),
  },
  {
    route: 'POST /api/checkout/create-order',
    access: 'verified',
    request: json('POST', '/api/checkout/create-order', { amount: 4500, billing: BILLING_DETAILS }),
  },

  {
    route: 'POST /api/checkout/quote',
    access: 'verified',
    request: json('POST', '/api/checkout/quote', {
      items: [{ id: '01', quantity: 1 }],
      postalCode: '302001',
      country: 'India',
      stateCode: '08',
    }),
  },

  { route: 'GET /api/orders/me', access: 'verified', request: { method: 'GET', url: '/api/orders/me?limit=5' } },
  {
    route: 'GET /api/orders/:orderId',
    access: 'owner',
    request: { method: 'GET', url: `/api/orders/${OWNED_ORDER_ID}` },
  },
  {
    route: 'POST /api/orders/:orderId/confirm',
    access: 'owner-only',
    request: { method: 'POST', url: `/api/orders/${OWNED_ORDER_ID}/confirm` },
  },
  {
    route: 'POST /api/checkout/verify',
    access: 'owner-only',
    request: json('POST', '/api/checkout/verify', {
      razorpay_order_id: OWNED_ORDER_ID,
      razorpay_payment_id: 'pay_forged',
      razorpay_signature: 'forged',
    }),
  },
  {
    route: 'POST /api/checkout/abandon',
    access: 'owner-only',
    request: json('POST', '/api/checkout/abandon', { orderId: OWNED_ORDER_ID }),
  },

  { route: 'GET /api/admin/stats', access: 'admin', request: { method: 'GET', url: '/api/admin/stats' } },
  { route: 'GET /api/admin/users', access: 'admin', request: { method: 'GET', url: '/api/admin/users' } },
  { route: 'GET /api/admin/me', access: 'admin', request: { method: 'GET', url: '/api/admin/me' } },
  {
    route: 'DELETE /api/admin/users/:uid',
    access: 'admin',
    request: { method: 'DELETE', url: '/api/admin/users/victim' },
  },
  ...ORDER_ADMIN_ROUTES,
  { route: 'POST /api/products', access: 'admin', request: json('POST', '/api/products', PRODUCT_BODY) },
  { route: 'PATCH /api/products/:id', access: 'admin', request: json('PATCH', '/api/products/01', { price: 1200 }) },
  { route: 'DELETE /api/products/:id', access: 'admin', request: { method: 'DELETE', url: '/api/products/01' } },
  { route: 'GET /api/admin/products.csv', access: 'admin', request: { method: 'GET', url: '/api/admin/products.csv' } },
  {
    route: 'POST /api/admin/products/import',
    access: 'admin',
    request: {
      method: 'POST',
      url: '/api/admin/products/import?dryRun=1',
      headers: { 'content-type': 'text/csv' },
      payload: PRODUCTS_CSV_HEAD,
    },
  },

  {
    route: 'GET /api/products/:id/reviews',
    access: 'public',
    request: { method: 'GET', url: '/api/products/01/reviews?limit=5' },
  },
  {
    route: 'POST /api/products/:id/reviews',
    access: 'anyone',
    request: json('POST', '/api/products/01/reviews', REVIEW_BODY),
  },
  {
    route: 'GET /api/products/:id/reviews/mine',
    access: 'verified',
    request: { method: 'GET', url: '/api/products/01/reviews/mine' },
  },
  {
    route: 'PATCH /api/products/:id/reviews/:reviewId',
    access: 'owner-only',
    request: json('PATCH', `/api/products/01/reviews/${OWNED_REVIEW_ID}`, { rating: 5 }),
  },
  {
    route: 'DELETE /api/products/:id/reviews/:reviewId',
    access: 'owner',
    request: { method: 'DELETE', url: `/api/products/01/reviews/${OWNED_REVIEW_ID}` },
  },
  {
    route: 'GET /api/admin/products/:id/reviews',
    access: 'admin',
    request: { method: 'GET', url: '/api/admin/products/01/reviews' },
  },
  {
    route: 'PATCH /api/admin/products/:id/reviews/:reviewId',
    access: 'admin',
    request: json('PATCH', '/api/admin/products/01/reviews/seed-01-1', { hidden: true }),
  },
  {
    route: 'POST /api/admin/products/:id/reviews/:reviewId/approve',
    access: 'admin',
    request: { method: 'POST', url: '/api/admin/products/01/reviews/seed-01-1/approve' },
  },
  {
    route: 'POST /api/admin/products/:id/reviews/:reviewId/reject',
    access: 'admin',
    request: { method: 'POST', url: '/api/admin/products/01/reviews/seed-01-1/reject' },
  },
  { route: 'GET /api/admin/reviews/held', access: 'admin', request: { method: 'GET', url: '/api/admin/reviews/held' } },
  {
    route: 'GET /api/delivery/:pincode',
    access: 'public',
    request: { method: 'GET', url: '/api/delivery/560034?productId=01&quantity=2' },
  },
  { route: 'GET /api/admin/delivery', access: 'admin', request: { method: 'GET', url: '/api/admin/delivery' } },
  {
    route: 'PUT /api/admin/delivery',
    access: 'admin',
    request: json('PUT', '/api/admin/delivery', DELIVERY_TABLE_BODY),
  },
  { route: 'GET /api/admin/settings/gst', access: 'admin', request: { method: 'GET', url: '/api/admin/settings/gst' } },
  {
    route: 'PUT /api/admin/settings/gst',
    access: 'admin',
    request: json('PUT', '/api/admin/settings/gst', GST_SETTINGS_BODY),
  },
  { route: 'GET /api/featured-offer', access: 'public', request: { method: 'GET', url: '/api/featured-offer' } },
  {
    route: 'GET /api/admin/settings/featured-offer',
    access: 'admin',
    request: { method: 'GET', url: '/api/admin/settings/featured-offer' },
  },
  {
    route: 'PUT /api/admin/settings/featured-offer',
    access: 'admin',
    request: json('PUT', '/api/admin/settings/featured-offer', { productId: '01', endsAt: '2099-01-01T00:00:00.000Z' }),
  },
  {
    route: 'DELETE /api/admin/settings/featured-offer',
    access: 'admin',
    request: { method: 'DELETE', url: '/api/admin/settings/featured-offer' },
  },
  { route: 'GET /api/admin/delivery/csv', access: 'admin', request: { method: 'GET', url: '/api/admin/delivery/csv' } },
  {
    route: 'PUT /api/admin/delivery/csv',
    access: 'admin',
    request: {
      method: 'PUT',
      url: '/api/admin/delivery/csv',
      headers: { 'content-type': 'text/csv' },
      payload: exportDeliveryCsv(DELIVERY_TABLE_BODY),
    },
  },
  {
    route: 'POST /api/uploads/image/upload',
    access: 'admin',
    request: {
      method: 'POST',
      url: '/api/uploads/image/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="upload_preset"\r\n\r\nstorefront-unsigned\r\n--X--\r\n',
    },
  },
  ...ACCOUNT_AND_COUPON_ROUTES,
];

/**
 * Routes the matrix does not drive with `inject`: the product stream is a long-lived response
 * (public; proven by its own tests), and `OPTIONS *` is CORS preflight.
 */
export const NOT_INJECTED = ['GET /api/products/stream', 'OPTIONS *'];
