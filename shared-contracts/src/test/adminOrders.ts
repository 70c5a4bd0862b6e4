/**
 * Sample admin orders for the tests on both sides of /api/admin/orders: the server's tests check
 * a freshly paid order against paidOrderState(), the admin app's tests render orderDetail(), so a
 * field added to the contract is added here once. Test-only: no entry point exports it.
 */
import type { AdminOrderDetail, AdminOrderSummary } from '../admin-orders-api';

/** What an order just paid through the sandbox shows besides its own id, customer, items and amount: nothing shipped, refunded or flagged. */
export const paidOrderState = (): Pick<
  AdminOrderDetail,
  | 'status'
  | 'currency'
  | 'stock'
  | 'stockShortfall'
  | 'shipment'
  | 'refund'
  | 'refundInProgress'
  | 'paymentAlerts'
  | 'extraPayments'
> => ({
  status: 'paid',
  currency: 'INR',
  stock: 'committed',
  stockShortfall: [],
  shipment: null,
  refund: null,
  refundInProgress: false,
  paymentAlerts: [],
  extraPayments: [],
});

/** A row of the admin's order list; `extra` overrides any field. */
export const orderSummary = (extra: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: 'ord_1001',
  createdAt: '2026-11-23T06:30:00.000Z',
  status: 'paid',
  uid: 'user-1',
  customerName: 'Ravi Kumar',
  email: 'ravi@example.com',
  itemCount: 2,
  amount: 23000,
  ...extra,
});

/** A paid order as GET /api/admin/orders/:id answers it; `extra` overrides any field. */
export const orderDetail = (extra: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...paidOrderState(),
  id: 'ord_1001',
  createdAt: '2026-11-23T06:30:00.000Z',
  paidAt: '2026-11-23T06:31:00.000Z',
  customer: {
    uid: 'user-1',
    billing: {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '9876543210',
      address: '12 MG Road',
      city: 'Pune',
      postalCode: '411001',
      country: 'India',
    },
  },
  items: [
    {
      id: '07',
      productName: 'Teak Desk',
      imgUrl: 'http://localhost:4000/a.svg',
      price: 18500,
      quantity: 1,
      totalPrice: 18500,
    },
    {
      id: '03',
      productName: 'Mango Chair',
      imgUrl: 'http://localhost:4000/b.svg',
      price: 4500,
      quantity: 1,
      totalPrice: 4500,
    },
  ],
  amount: 23000,
  payment: { provider: 'sandbox', providerOrderId: 'order_SBX1', paymentId: 'pay_SBX9' },
  history: [
    { from: 'pending', to: 'paid', at: '2026-11-23T06:31:00.000Z', by: 'provider', reason: 'Payment captured' },
  ],
  ...extra,
});
