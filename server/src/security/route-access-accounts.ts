/** The route × role table's rows for a shopper's address book and account, and for coupons. */
import type { RouteCase } from './route-access';
import { ADDRESS_BODY, COUPON_BODY, json } from './route-fixtures';

export const ACCOUNT_AND_COUPON_ROUTES: readonly RouteCase[] = [
  { route: 'GET /api/me/addresses', access: 'verified', request: { method: 'GET', url: '/api/me/addresses' } },
  { route: 'POST /api/me/addresses', access: 'verified', request: json('POST', '/api/me/addresses', ADDRESS_BODY) },
  {
    route: 'PUT /api/me/addresses/:id',
    access: 'verified',
    request: json('PUT', '/api/me/addresses/no-such-address', ADDRESS_BODY),
  },
  {
    route: 'DELETE /api/me/addresses/:id',
    access: 'verified',
    request: { method: 'DELETE', url: '/api/me/addresses/no-such-address' },
  },
  {
    route: 'POST /api/me/addresses/:id/default',
    access: 'verified',
    request: { method: 'POST', url: '/api/me/addresses/no-such-address/default' },
  },
  {
    route: 'GET /api/me/delivery-pincode',
    access: 'verified',
    request: { method: 'GET', url: '/api/me/delivery-pincode' },
  },
  {
    route: 'PUT /api/me/delivery-pincode',
    access: 'verified',
    request: json('PUT', '/api/me/delivery-pincode', { pincode: '560034' }),
  },
  // Deleting one's own account needs a signed-in account, verified or not (a newcomer may leave too).
  { route: 'DELETE /api/me', access: 'signed-in', request: { method: 'DELETE', url: '/api/me' } },
  { route: 'GET /api/admin/coupons', access: 'admin', request: { method: 'GET', url: '/api/admin/coupons' } },
  { route: 'POST /api/admin/coupons', access: 'admin', request: json('POST', '/api/admin/coupons', COUPON_BODY) },
  {
    route: 'PUT /api/admin/coupons/:code',
    access: 'admin',
    request: json('PUT', '/api/admin/coupons/MATRIX10', (({ code: _code, ...terms }) => terms)(COUPON_BODY)),
  },
  {
    route: 'POST /api/coupons/check',
    access: 'verified',
    request: json('POST', '/api/coupons/check', { code: 'MATRIX10' }),
  },
];
