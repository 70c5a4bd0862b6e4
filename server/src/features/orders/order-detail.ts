/** An order as its buyer's page shows it: the confirmation's fields, billing, history, payment and shipment. */
import type { OrderActorLabel, OrderDetailResponse, OrderPayment, OrderTimelineEntry } from 'shared-contracts';
import type { OrderGstDocuments } from 'shared-contracts/gst';
import type { OrderActor, OrderRecord } from './repository';

/** The shopper is 'you', the provider and the expiry sweep are the 'system'; any other actor is an admin (the 'shop'), whose uid stays private. */
export function actorLabel(by: OrderActor): OrderActorLabel {
  if (by === 'shopper') return 'you';
  if (by === 'system' || by === 'provider') return 'system';
  return 'shop';
}

export function paymentOf(order: OrderRecord): OrderPayment {
  const { refund } = order;
  const paid = { paymentId: order.paymentId, paidAt: order.paidAt, refundedAmount: null, refundedAt: null };
  if (refund?.state === 'refunded')
    return { ...paid, state: 'refunded', refundedAmount: refund.amount, refundedAt: refund.at };
  if (refund?.state === 'pending') return { ...paid, state: 'refund_pending' };
  if (order.status === 'pending') return { ...paid, state: 'awaiting' };
  if (order.status === 'failed' || order.status === 'expired') return { ...paid, state: order.status };
  return { ...paid, state: order.paidAt ? 'paid' : 'awaiting' };
}

/** Until when a cash-on-delivery order awaits its shopper's confirmation (its `expiresAt`); null when it does not. */
export const confirmByOf = (order: Pick<OrderRecord, 'paymentMethod' | 'status' | 'expiresAt'>): string | null =>
  order.paymentMethod === 'cod' && order.status === 'placed' ? order.expiresAt : null;

/** `documents`: the order's issued invoice and credit note (orderGstDocuments). */
export function toOrderDetail(order: OrderRecord, documents: OrderGstDocuments): OrderDetailResponse {
  const { id, status, items, amount, currency, createdAt, paidAt, shipment } = order;
  const history: OrderTimelineEntry[] = order.history.map(({ to, at, by }) => ({ status: to, at, by: actorLabel(by) }));
  return {
    id,
    status,
    items,
    amount,
    currency,
    createdAt,
    paidAt,
    paymentMethod: order.paymentMethod,
    codCollectedPaise: order.codCollectedPaise,
    billing: order.billing ?? null,
    history,
    payment: paymentOf(order),
    shipment: shipment
      ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, shippedAt: shipment.shippedAt }
      : null,
    tax: order.tax ?? null,
    coupon: order.coupon ?? null,
    charges: order.charges ?? null,
    documents,
    confirmBy: confirmByOf(order),
  };
}
