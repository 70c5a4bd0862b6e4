/** GET /api/admin/orders/:id → the whole order as the admin's detail page shows it. */
import type { FastifyInstance } from 'fastify';
import type { AdminOrderDetail } from 'shared-contracts';
import { ADMIN_ORDER_ROUTE } from './paths';
import { httpError } from '../../http-errors';
import type { OrderRecord } from '../orders/repository';
import { ADMIN_ORDER_NOT_FOUND, orderIdParams, type AdminOrdersDeps } from './deps';

export function toAdminOrderDetail(order: OrderRecord): AdminOrderDetail {
  const refund = order.refund?.state === 'refunded' ? { amount: order.refund.amount, refundId: order.refund.refundId, at: order.refund.at } : null;
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    customer: { uid: order.uid, billing: order.billing ?? null },
    items: order.items,
    amount: order.amount,
    currency: order.currency,
    payment: { provider: order.provider, providerOrderId: order.id, paymentId: order.paymentId },
    history: order.history,
    stock: order.stock,
    stockShortfall: order.stockShortfall,
    shipment: order.shipment ?? null,
    refund,
    refundInProgress: order.refund?.state === 'pending',
  };
}

export function registerOrderDetail(app: FastifyInstance, { orders, onRequest }: AdminOrdersDeps): void {
  app.get<{ Params: { id: string } }>(ADMIN_ORDER_ROUTE, { onRequest, schema: { params: orderIdParams } }, async (request) => {
    const order = await orders.get(request.params.id);
    if (!order) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
    return toAdminOrderDetail(order);
  });
}
