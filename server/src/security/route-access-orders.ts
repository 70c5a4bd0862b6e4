/** The route × role table's rows for the admin's orders (shipping, cancelling, cash collected), sales and invoices. */
import type { RouteCase } from './route-access';
import { OWNED_ORDER_ID, json } from './route-fixtures';

export const ORDER_ADMIN_ROUTES: readonly RouteCase[] = [
  {
    route: 'GET /api/admin/orders',
    access: 'admin',
    request: { method: 'GET', url: '/api/admin/orders?status=paid&q=asha&limit=10&offset=0' },
  },
  {
    route: 'GET /api/admin/orders/export.csv',
    access: 'admin',
    request: { method: 'GET', url: '/api/admin/orders/export.csv?from=2026-11-01&to=2026-11-23' },
  },
  {
    route: 'GET /api/orders/:orderId/invoice.pdf',
    access: 'owner-hidden',
    request: { method: 'GET', url: `/api/orders/${OWNED_ORDER_ID}/invoice.pdf` },
  },
  {
    route: 'GET /api/admin/orders/:orderId/invoice.pdf',
    access: 'admin',
    request: { method: 'GET', url: `/api/admin/orders/${OWNED_ORDER_ID}/invoice.pdf` },
  },
  {
    route: 'GET /api/orders/:orderId/credit-note.pdf',
    access: 'owner-hidden',
    request: { method: 'GET', url: `/api/orders/${OWNED_ORDER_ID}/credit-note.pdf` },
  },
  {
    route: 'GET /api/admin/orders/:orderId/credit-note.pdf',
    access: 'admin',
    request: { method: 'GET', url: `/api/admin/orders/${OWNED_ORDER_ID}/credit-note.pdf` },
  },
  {
    route: 'GET /api/admin/orders/:id',
    access: 'admin',
    request: { method: 'GET', url: `/api/admin/orders/${OWNED_ORDER_ID}` },
  },
  {
    route: 'POST /api/admin/orders/:id/ship',
    access: 'admin',
    request: json('POST', `/api/admin/orders/${OWNED_ORDER_ID}/ship`, {
      carrier: 'Delhivery',
      trackingNumber: 'DL123456789IN',
    }),
  },
  {
    route: 'POST /api/admin/orders/:id/deliver',
    access: 'admin',
    request: json('POST', `/api/admin/orders/${OWNED_ORDER_ID}/deliver`, {}),
  },
  {
    route: 'POST /api/admin/orders/:id/cancel',
    access: 'admin',
    request: json('POST', `/api/admin/orders/${OWNED_ORDER_ID}/cancel`, { reason: 'Out of stock' }),
  },
  {
    route: 'POST /api/admin/orders/:id/collect',
    access: 'admin',
    request: json('POST', `/api/admin/orders/${OWNED_ORDER_ID}/collect`, { collectedPaise: 129900 }),
  },
  { route: 'GET /api/admin/sales', access: 'admin', request: { method: 'GET', url: '/api/admin/sales' } },
  {
    route: 'GET /api/admin/low-stock',
    access: 'admin',
    request: { method: 'GET', url: '/api/admin/low-stock?after=0%3A01&limit=2' },
  },
];
