/**
 * POST /api/admin/orders/:id/collect {collectedPaise} → a delivered cash-on-delivery order becomes
 * paid, with the cash the courier handed over stored in the same write. A short or missing
 * collection (less than due, or 0) is recorded as it is, so the detail shows what is still owed.
 * A retry of the same amount on an order already recorded answers the order as it is; a different
 * amount is refused, so a recorded collection is never overwritten.
 */
import type { FastifyInstance } from 'fastify';
import { formatPaise, formatRupees, toPaise, type RecordCashRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { OrderRecord } from '../orders/repository';
import { adminMove } from './admin-move';
import { ADMIN_ORDER_NOT_FOUND, orderIdParams, type AdminOrdersDeps } from './deps';
import { adminOrderDetailResponse } from './detail-schema';
import { adminOrderDetail } from './order-detail';
import { adminOrderRoute } from './paths';

export const NOT_CASH_ON_DELIVERY = 'This order was paid online: there is no cash on delivery to record.';
export const moreThanDue = (amount: number): string =>
  `The cash collected cannot be more than the amount due, ${formatRupees(amount)}.`;
export const alreadyRecorded = (collectedPaise: number): string =>
  `The cash collected for this order is already recorded as ${formatPaise(collectedPaise)}.`;

const collectSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    required: ['collectedPaise'],
    additionalProperties: false,
    properties: { collectedPaise: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } },
  },
  response: adminOrderDetailResponse,
} as const;

/** The history line: what came in, and what is short of the amount due. */
export function collectionReason(amountPaise: number, collectedPaise: number): string {
  if (collectedPaise === 0) return `No cash collected; ${formatPaise(amountPaise)} is unpaid.`;
  const collected = `Cash collected: ${formatPaise(collectedPaise)}.`;
  const shortPaise = amountPaise - collectedPaise;
  return shortPaise > 0 ? `${collected} Short by ${formatPaise(shortPaise)}.` : collected;
}

export async function recordCashCollected(
  deps: AdminOrdersDeps,
  id: string,
  collectedPaise: number,
  by: string,
  log: Parameters<typeof adminMove>[3],
): Promise<OrderRecord> {
  const order = await deps.orders.get(id);
  if (!order) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
  if (order.paymentMethod !== 'cod') throw httpError(409, NOT_CASH_ON_DELIVERY);
  const amountPaise = toPaise(order.amount);
  if (collectedPaise > amountPaise) throw httpError(400, moreThanDue(order.amount));
  // A retry after a lost answer finds its own record: the same answer, nothing written twice.
  if (order.codCollectedPaise !== null) {
    if (order.codCollectedPaise === collectedPaise) return order;
    throw httpError(409, alreadyRecorded(order.codCollectedPaise));
  }
  try {
    return await adminMove(
      deps,
      id,
      { to: 'paid', by, reason: collectionReason(amountPaise, collectedPaise), codCollectedPaise: collectedPaise },
      log,
    );
  } catch (error) {
    // Two clicks at once: the other one recorded first; the same amount is its answer.
    const now = await deps.orders.get(id);
    if (now?.codCollectedPaise === collectedPaise) return now;
    throw error;
  }
}

export function registerCollectCash(app: FastifyInstance, deps: AdminOrdersDeps): void {
  app.post<{ Params: { id: string }; Body: RecordCashRequest }>(
    adminOrderRoute('collect'),
    { onRequest: deps.onRequest, schema: collectSchema },
    async (request) => {
      const order = await recordCashCollected(
        deps,
        request.params.id,
        request.body.collectedPaise,
        currentUser(request).uid,
        request.log,
      );
      return adminOrderDetail(deps.docs, order);
    },
  );
}
