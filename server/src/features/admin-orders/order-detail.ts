/** GET /api/admin/orders/:id → the whole order as the admin's detail page shows it. */
import type { FastifyInstance } from 'fastify';
import { toPaise, type AdminOrderDetail } from 'shared-contracts';
import type { OrderGstDocuments } from 'shared-contracts/gst';
import { ADMIN_ORDER_ROUTE } from './paths';
import { httpError } from '../../http-errors';
import type { DocumentData, DocumentStore } from '../../storage/port';
import { confirmByOf } from '../orders/order-detail';
import { toOrder, type OrderRecord } from '../orders/repository';
import { orderGstDocuments } from '../invoices/order-documents';
import { extraPaymentsOf } from '../payment/extra-payment';
import { paymentAlertsOf } from '../payment/payment-alerts';
import { adminOrderDetailResponse } from './detail-schema';
import { ADMIN_ORDER_NOT_FOUND, orderIdParams, type AdminOrdersDeps } from './deps';

/** `stored`: the order's document, for what the payment code keeps beside the record (alerts, extra payments). */
/** `documents`: the order's issued invoice and credit note (orderGstDocuments). */
export function toAdminOrderDetail(
  order: OrderRecord,
  stored: DocumentData | null,
  documents: OrderGstDocuments,
): AdminOrderDetail {
  const refund =
    order.refund?.state === 'refunded'
      ? { amount: order.refund.amount, refundId: order.refund.refundId, at: order.refund.at }
      : null;
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
    paymentMethod: order.paymentMethod,
    cashCollection:
      order.codCollectedPaise === null
        ? null
        : { collectedPaise: order.codCollectedPaise, shortPaise: toPaise(order.amount) - order.codCollectedPaise },
    confirmBy: confirmByOf(order),
    history: order.history,
    stock: order.stock,
    stockShortfall: order.stockShortfall,
    shipment: order.shipment ?? null,
    refund,
    refundInProgress: order.refund?.state === 'pending',
    paymentAlerts: paymentAlertsOf(stored),
    extraPayments: extraPaymentsOf(stored),
    coupon: order.coupon ?? null,
    charges: order.charges ?? null,
    tax: order.tax ?? null,
    documents,
  };
}

/** The detail of `order` just after an admin's action: its payment notes read afresh from storage. */
export async function adminOrderDetail(
  docs: Pick<DocumentStore, 'get'>,
  order: OrderRecord,
): Promise<AdminOrderDetail> {
  const [stored, documents] = await Promise.all([docs.get('orders', order.id), orderGstDocuments(docs, order.id)]);
  return toAdminOrderDetail(order, stored, documents);
}

export function registerOrderDetail(app: FastifyInstance, { docs, onRequest }: AdminOrdersDeps): void {
  app.get<{ Params: { id: string } }>(
    ADMIN_ORDER_ROUTE,
    { onRequest, schema: { params: orderIdParams, response: adminOrderDetailResponse } },
    async (request) => {
      const stored = await docs.get('orders', request.params.id);
      if (!stored) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
      return toAdminOrderDetail(
        toOrder(request.params.id, stored),
        stored,
        await orderGstDocuments(docs, request.params.id),
      );
    },
  );
}
