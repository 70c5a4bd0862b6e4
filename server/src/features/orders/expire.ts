/**
 * The expiry sweep: a pending (or failed) order not paid by its `expiresAt` (create-order + 15
 * minutes) becomes expired and its reserved stock returns; a cash-on-delivery order the shopper did
 * not confirm by its `expiresAt` (where the seller asks for it) is cancelled, its stock returned and
 * the shopper told. Runs at start-up and then every `intervalMs`; the timer does not keep the
 * process alive.
 */
import { COD_CONFIRMATION_MESSAGES } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import type { MailWake } from './paid-mail';
import { periodicPlugin, startPeriodic, type JobLog } from './periodic';
import { createOrdersRepository, type OrderMove } from './repository';
import { moveOrder, type OrderLog } from './stock-moves';

export const RESERVATION_MS = 15 * 60_000;
export const EXPIRY_REASON = 'not paid within 15 minutes';
/** The sweep's lease: leases/order-expiry. */
export const ORDER_EXPIRY_JOB = 'order-expiry';

/**
 * Expires every overdue order; answers how many this call expired. `wake`: this instance's mail
 * outbox, told of a cancel's mail so it goes now rather than at the outbox's next run.
 */
export async function expireOverdueOrders(
  docs: DocumentStore,
  now: Date,
  log: OrderLog,
  wake?: MailWake,
): Promise<number> {
  const orders = createOrdersRepository(docs);
  // Only pending and failed orders already past their expiry are read (an index of status and expiresAt).
  const overdue = await orders.overdue(now);
  let expired = 0;
  for (const order of overdue) {
    // Paid, abandoned, confirmed or expired by another caller meanwhile: nothing moves.
    const move: OrderMove =
      order.status === 'placed'
        ? { to: 'cancelled', by: 'system', reason: COD_CONFIRMATION_MESSAGES.cancelReason, mail: 'cancelled' }
        : { to: 'expired', by: 'system', reason: EXPIRY_REASON };
    const result = await moveOrder(orders, order.id, { ...move, expiredBy: now.toISOString() }, log);
    if (!result?.changed) continue;
    expired += 1;
    if (move.mail) wake?.(order.id);
  }
  return expired;
}

export interface OrderExpiryOptions {
  intervalMs: number;
  log: JobLog;
  wake?: MailWake;
}

/** Starts the sweep (once now, then every `intervalMs`); the returned function stops it and waits for a sweep under way. */
export function startOrderExpiry(
  docs: DocumentStore,
  { intervalMs, log, wake }: OrderExpiryOptions,
): () => Promise<void> {
  const sweep = async () => {
    const count = await expireOverdueOrders(docs, new Date(), log, wake);
    if (count > 0) log.info({ expired: count }, 'orders expired, stock returned');
  };
  return startPeriodic(sweep, { intervalMs, log, name: 'order expiry sweep', lease: { docs, job: ORDER_EXPIRY_JOB } });
}

/** The sweep as part of the app: started when the app is ready, stopped before it closes (and its storage with it). */
export const orderExpiry = periodicPlugin<{ docs: DocumentStore; intervalMs: number; wake?: MailWake }>(
  'orderExpiry',
  ({ docs, intervalMs, wake }, log) => startOrderExpiry(docs, { intervalMs, log, wake }),
);
