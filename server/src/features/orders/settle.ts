/**
 * A payment confirmed (by the checkout handler's signature or a webhook): the order becomes paid
 * once, and only the call that made it paid empties the buyer's saved cart, so a replay never
 * clears a cart filled again after paying.
 */
import type { DocumentStore } from '../../storage/port';
import { countPayment } from '../metrics/instruments';
import { createSavedListsRepository } from '../saved-lists/repository';
import type { MarkPaidResult, OrdersRepository } from './repository';

export async function settlePaidOrder(
  docs: DocumentStore,
  orders: OrdersRepository,
  orderId: string,
  paymentId: string,
  eventId?: string,
): Promise<MarkPaidResult | null> {
  const result = await orders.markPaid(orderId, paymentId, eventId);
  if (result?.changed) countPayment('paid');
  if (result?.changed) await createSavedListsRepository(docs).putCart(result.order.uid, []);
  return result;
}
