/**
 * The cap on an account's unpaid orders (CHECKOUT_MAX_PENDING_ORDERS): each pending order holds
 * its stock for 15 minutes, so one account could otherwise reserve the whole catalogue again and
 * again. Past the cap the account's oldest pending orders are expired, as an unpaid order is after
 * its 15 minutes: the one move that makes it returns its stock (a second caller changes nothing),
 * and a payment the provider takes for it later is still settled (the late-payment path).
 */
import type { DocumentStore } from '../../storage/port';
import type { OrdersRepository } from '../orders/repository';
import { moveOrder, type OrderLog } from '../orders/stock-moves';

export const REPLACED_REASON = 'replaced by a newer order of the same account';

/** The most pending orders read past the ones kept (more can only come from a race; the next call sees the rest). */
const OLDEST_READ = 20;

/** Expires the account's pending orders beyond its `keep` newest; answers how many this call expired. */
export async function expireOldestPending(
  docs: DocumentStore,
  orders: OrdersRepository,
  uid: string,
  keep: number,
  log: OrderLog,
): Promise<number> {
  const { orders: older } = await orders.ofShopper(uid, ['pending'], { limit: OLDEST_READ, offset: keep });
  let expired = 0;
  for (const order of older) {
    const result = await moveOrder(orders, order.id, { to: 'expired', by: 'system', reason: REPLACED_REASON }, log);
    if (result?.changed) expired += 1;
  }
  if (expired > 0) log.info({ uid, expired }, 'oldest unpaid orders replaced by a newer one: stock returned');
  return expired;
}
