/**
 * The expiry sweep: a pending (or failed) order not paid by its `expiresAt` (create-order + 15
 * minutes) becomes expired and its reserved stock returns. Runs at start-up and then every
 * `intervalMs`; the timer does not keep the process alive.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import { createOrdersRepository } from './repository';
import { moveOrder, type OrderLog } from './stock-moves';

export const RESERVATION_MS = 15 * 60_000;
export const EXPIRY_REASON = 'not paid within 15 minutes';

/** Expires every overdue order; answers how many this call expired. */
export async function expireOverdueOrders(docs: DocumentStore, now: Date, log: OrderLog): Promise<number> {
  const orders = createOrdersRepository(docs);
  // A full scan: the port has no queries; the orders collection is small next to a sweep a minute.
  const overdue = (await orders.list()).filter(
    (order) => (order.status === 'pending' || order.status === 'failed') && order.expiresAt !== null && Date.parse(order.expiresAt) <= now.getTime(),
  );
  let expired = 0;
  for (const order of overdue) {
    // Paid, abandoned or expired by another caller meanwhile: the table refuses and nothing moves.
    const result = await moveOrder(docs, orders, order.id, { to: 'expired', by: 'system', reason: EXPIRY_REASON }, log);
    if (result?.changed) expired += 1;
  }
  return expired;
}

export interface OrderExpiryOptions {
  intervalMs: number;
  log: OrderLog;
}

/** Starts the sweep (once now, then every `intervalMs`); the returned function stops it and waits for a sweep under way. */
export function startOrderExpiry(docs: DocumentStore, { intervalMs, log }: OrderExpiryOptions): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    // One sweep at a time: a slow store must not pile sweeps up.
    if (running) return;
    running = expireOverdueOrders(docs, new Date(), log)
      .then((count) => {
        if (count > 0) log.info({ expired: count }, 'orders expired, stock returned');
      })
      .catch((error: unknown) => log.error({ err: error }, 'order expiry sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The sweep as part of the app: started when the app is ready, stopped before it closes (and its storage with it). */
export const orderExpiry: FastifyPluginAsync<{ docs: DocumentStore; intervalMs: number }> = async (app, { docs, intervalMs }) => {
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startOrderExpiry(docs, { intervalMs, log: app.log });
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
};
