/**
 * POST /api/orders/:orderId/confirm: the buyer confirms a cash-on-delivery order awaiting it (where
 * the seller asks shoppers to, DeliveryTable.confirmCashOnDelivery). The order's `expiresAt` is
 * cleared in one write that first checks it is still ahead, so a confirmation racing the expiry
 * sweep either lands before the deadline (the sweep then finds nothing due) or is refused with 409.
 * Confirming again answers the order as it is.
 */
import type { FastifyInstance } from 'fastify';
import { COD_CONFIRMATION_MESSAGES, type OrderDetailResponse } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { orderGstDocuments } from '../invoices/order-documents';
import { confirmByOf, toOrderDetail } from './order-detail';
import { toOrder, type OrderRecord } from './repository';

export const NOTHING_TO_CONFIRM = 'This order has nothing to confirm.';

/** What the confirmation found: done now, nothing left to do, or a refusal. */
type Confirmation = 'confirmed' | 'as it is' | 'not found' | 'not yours' | 'too late' | 'nothing to confirm';

function confirmationOf(order: OrderRecord, uid: string, at: string): Confirmation {
  if (order.uid !== uid) return 'not yours';
  const deadline = confirmByOf(order);
  if (deadline !== null) return deadline > at ? 'confirmed' : 'too late';
  // Confirmed before, or never asked to be, and still going ahead.
  return order.paymentMethod === 'cod' && order.status !== 'cancelled' ? 'as it is' : 'nothing to confirm';
}

export function registerConfirmOrder(
  app: FastifyInstance,
  storage: Pick<StoragePort, 'docs'>,
  paramsSchema: object,
  messages: { notFound: string; notYours: string },
): void {
  app.post<{ Params: { orderId: string } }>(
    // The path's pattern: ORDERS_API_PATHS.confirm would encode the ':'.
    '/api/orders/:orderId/confirm',
    { onRequest: app.requireVerifiedUser, schema: { params: paramsSchema } },
    async (request): Promise<OrderDetailResponse> => {
      const { uid } = currentUser(request);
      const { orderId } = request.params;
      let outcome: Confirmation = 'not found';
      const stored = await storage.docs.mutate('orders', orderId, (current) => {
        if (!current) return undefined;
        const at = new Date().toISOString();
        outcome = confirmationOf(toOrder(orderId, current), uid, at);
        return outcome === 'confirmed' ? { ...current, expiresAt: null, codConfirmedAt: at } : undefined;
      });
      if (!stored || outcome === 'not found') throw httpError(404, messages.notFound);
      if (outcome === 'not yours') throw httpError(403, messages.notYours);
      if (outcome === 'too late') throw httpError(409, COD_CONFIRMATION_MESSAGES.tooLate);
      if (outcome === 'nothing to confirm') throw httpError(409, NOTHING_TO_CONFIRM);
      return toOrderDetail(toOrder(orderId, stored), await orderGstDocuments(storage.docs, orderId));
    },
  );
}
