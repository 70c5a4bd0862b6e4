/**
 * POST /api/admin/orders/:id/cancel {reason?}: the refund first, then the status. A cash-on-delivery
 * order has no payment to refund: it is cancelled at once (cancelCashOnDelivery).
 *
 * 1. Claim: one atomic mutate sets `refund: {state: 'pending'}` on a paid or shipped order. A second
 *    click finds the claim and gets 409, so two cancels at once refund once.
 * 2. The provider refunds the whole amount (Razorpay with keys, the sandbox otherwise). If it
 *    refuses or cannot be reached, the claim is removed and the answer is 502: the order is as before.
 * 3. The refund is recorded, the order moves to cancelled (history by the admin's uid), its stock
 *    returns, and the shopper is mailed.
 * The claim records the refund's idempotency key before the provider is asked, and every attempt
 * carries it: a retry after a lost answer, or after a crash between the provider's refund and its
 * record, gets the refund already made back, never a second one. A claim left by a crashed server
 * blocks cancels for REFUND_CLAIM_STALE_MS only; a refunded order whose move did not happen is
 * moved on the next cancel without a second refund.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ADMIN_ORDER_LIMITS, toPaise, type CancelOrderRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { issueCreditNoteForRefundedOrder } from '../invoices/issue-credit-note';
import { toOrder, type OrderRecord, type OrderRefund } from '../orders/repository';
import { refusedMove } from '../orders/transitions';
import { REFUND_CLAIM_STALE_MS, refundIdempotencyKey } from '../payment/gateway';
import { adminMove } from './admin-move';
import { ADMIN_ORDER_NOT_FOUND, RefundUnderWayError, orderIdParams, type AdminOrdersDeps } from './deps';
import { adminOrderDetailResponse } from './detail-schema';
import { adminOrderDetail } from './order-detail';
import { adminOrderRoute } from './paths';

export const NO_PAYMENT_TO_REFUND =
  'This order has no recorded payment, so there is nothing to refund through the payment provider.';
export const PAYMENTS_OFF =
  'Online payment is not configured, so the refund cannot be made. The order was not changed.';
export const refundFailed = (detail: string): string =>
  `The payment provider did not make the refund (${detail}). The order was not changed; try again.`;

const cancelSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { reason: { type: 'string', maxLength: ADMIN_ORDER_LIMITS.reason } },
  },
  response: adminOrderDetailResponse,
} as const;

type Claim =
  | { outcome: 'claimed'; order: OrderRecord }
  | { outcome: 'refunded'; order: OrderRecord }
  | { outcome: 'under way' }
  | { outcome: 'refused'; message: string };

const isStale = (refund: OrderRefund, now: number): boolean =>
  now - Date.parse(refund.at) > REFUND_CLAIM_STALE_MS || Number.isNaN(Date.parse(refund.at));

/** Step 1: marks the refund as this call's, unless the order cannot be cancelled or another cancel holds it. */
async function claimRefund(deps: Pick<AdminOrdersDeps, 'docs'>, id: string, by: string): Promise<Claim> {
  const now = Date.now();
  const claim = `${now}#${randomBytes(6).toString('hex')}`;
  let refusal: string | null = null;
  let underWay = false;
  const stored = await deps.docs.mutate('orders', id, (current) => {
    refusal = null;
    underWay = false;
    if (!current) return undefined;
    const order = toOrder(id, current);
    refusal = refusedMove(order.status, 'cancelled');
    if (refusal || order.refund?.state === 'refunded') return undefined;
    if (order.refund?.state === 'pending' && !isStale(order.refund, now)) {
      underWay = true;
      return undefined;
    }
    if (!order.paymentId) {
      refusal = NO_PAYMENT_TO_REFUND;
      return undefined;
    }
    // The key is recorded before the provider is asked; a stale claim taken over keeps it.
    const idempotencyKey =
      order.refund?.state === 'pending' && order.refund.idempotencyKey
        ? order.refund.idempotencyKey
        : refundIdempotencyKey(order.paymentId);
    const refund: OrderRefund = { state: 'pending', at: new Date(now).toISOString(), by, claim, idempotencyKey };
    return { ...current, refund: { ...refund } };
  });
  if (!stored) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
  if (underWay) return { outcome: 'under way' };
  if (refusal) return { outcome: 'refused', message: refusal };
  const order = toOrder(id, stored);
  if (order.refund?.state === 'refunded') return { outcome: 'refunded', order };
  if (order.refund?.state === 'pending' && order.refund.claim === claim) return { outcome: 'claimed', order };
  return { outcome: 'under way' };
}

/** Replaces this call's pending claim (only it) with `next`. */
async function settleClaim(
  deps: Pick<AdminOrdersDeps, 'docs'>,
  order: OrderRecord,
  next: OrderRefund | null,
): Promise<void> {
  const claim = order.refund?.state === 'pending' ? order.refund.claim : null;
  await deps.docs.mutate('orders', order.id, (current) => {
    if (!current) return undefined;
    const refund = toOrder(order.id, current).refund;
    if (refund?.state !== 'pending' || refund.claim !== claim) return undefined;
    return { ...current, refund: next ? { ...next } : null };
  });
}

const failureDetail = (error: unknown): string => {
  // The Razorpay SDK rejects with {statusCode, error: {description}}, not an Error.
  if (typeof error === 'object' && error !== null) {
    const nested = (error as { error?: { description?: unknown } }).error?.description;
    if (typeof nested === 'string' && nested) return nested;
    if (error instanceof Error && error.message) return error.message;
  }
  return 'no answer';
};

/**
 * A cash-on-delivery order has taken no money: it is cancelled (its stock back) without a refund,
 * a credit note or a provider, and the shopper is told there is nothing to pay.
 */
async function cancelCashOnDelivery(
  deps: AdminOrdersDeps,
  id: string,
  by: string,
  reason: string,
  log: FastifyBaseLogger,
): Promise<OrderRecord> {
  const cancelled = await adminMove(deps, id, { to: 'cancelled', by, reason, mail: 'cancelled' }, log);
  deps.wake(cancelled.id);
  return cancelled;
}

/** Steps 2 and 3; answers the cancelled order. */
export async function cancelOrder(
  deps: AdminOrdersDeps,
  id: string,
  by: string,
  reason: string,
  log: FastifyBaseLogger,
): Promise<OrderRecord> {
  const claimed = await claimRefund(deps, id, by);
  if (claimed.outcome === 'under way') throw new RefundUnderWayError();
  if (claimed.outcome === 'refused') throw httpError(409, claimed.message);
  let { order } = claimed;
  if (claimed.outcome === 'claimed') {
    if (!deps.gateway) {
      await settleClaim(deps, order, null);
      throw httpError(502, PAYMENTS_OFF);
    }
    let refunded: { id: string; amountPaise: number };
    try {
      const key = order.refund?.state === 'pending' ? order.refund.idempotencyKey : '';
      refunded = await deps.gateway.refund(order.paymentId ?? '', toPaise(order.amount), key);
    } catch (error) {
      log.warn({ err: error, orderId: id }, 'refund refused by the payment provider');
      await settleClaim(deps, order, null);
      throw httpError(502, refundFailed(failureDetail(error)));
    }
    const record: OrderRefund = {
      state: 'refunded',
      at: new Date().toISOString(),
      by,
      amount: refunded.amountPaise / 100,
      refundId: refunded.id,
    };
    await settleClaim(deps, order, record);
    log.info({ orderId: id, refundId: refunded.id, amountPaise: refunded.amountPaise }, 'order refunded');
    order = { ...order, refund: record };
  }
  const cancelled = await adminMove(deps, id, { to: 'cancelled', by, reason, mail: 'cancelled' }, log);
  // The credit note goes with the refund's mail (the outbox's, owed by the move), as the invoice went
  // with the confirmation.
  await issueCreditNoteForRefundedOrder(deps.docs, cancelled, log);
  deps.wake(cancelled.id);
  return cancelled;
}

export function registerCancelOrder(app: FastifyInstance, deps: AdminOrdersDeps): void {
  app.post<{ Params: { id: string }; Body: CancelOrderRequest | undefined }>(
    adminOrderRoute('cancel'),
    { onRequest: deps.onRequest, schema: cancelSchema },
    async (request) => {
      const { id } = request.params;
      const given = request.body?.reason?.trim();
      const by = currentUser(request).uid;
      const current = await deps.orders.get(id);
      if (!current) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
      const order =
        current.paymentMethod === 'cod'
          ? await cancelCashOnDelivery(deps, id, by, given || 'Cancelled by an admin.', request.log)
          : await cancelOrder(deps, id, by, given || 'Cancelled and refunded by an admin.', request.log);
      return adminOrderDetail(deps.docs, order);
    },
  );
}
