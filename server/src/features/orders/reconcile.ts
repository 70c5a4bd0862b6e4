/**
 * The reconciler: orders the provider may have been paid for while this server never heard
 * (the tab closed before verify, the webhook lost). At start-up and then every PAYMENT_RECONCILE_MS
 * it asks the provider (Razorpay's `orders.fetchPayments`, the sandbox's own record) for the
 * payments of the unsettled orders whose check is due, with back-off (check-schedule.ts: about 1,
 * 2, 4, 8 … minutes after creation, then hourly; failed or expired ones for RECONCILE_WINDOW_MS, as
 * a payment can be captured after the popup said it failed), and settles a captured payment that
 * pays the order exactly through the one settle path (verify's and the webhook's). A captured
 * payment that does not match is kept on the order as an alert, not settled.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { PaymentGateway } from '../payment/gateway';
import { recordPaymentAlert } from '../payment/payment-alerts';
import { paymentMismatch } from '../payment/provider-payment';
import type { PaymentSettler } from '../payment/settle-payment';
import { nextCheckAfter, RECONCILE_WINDOW_MS, UNSETTLED_STATUSES } from './check-schedule';
import { periodicPlugin, startPeriodic } from './periodic';
import { createOrdersRepository, type OrderRecord } from './repository';

export { RECONCILE_WINDOW_MS } from './check-schedule';
export const RECONCILE_REASON = 'payment found with the provider';
/** The reconciler's lease: leases/payment-reconciler. */
export const RECONCILER_JOB = 'payment-reconciler';
/** Orders asked about in one run at most; the rest are due on the next. */
export const CHECKS_PER_RUN = 200;

export interface ReconcileDeps {
  docs: DocumentStore;
  gateway: Pick<PaymentGateway, 'kind' | 'fetchPayments'>;
  settle: PaymentSettler;
  /** How often the reconciler runs (PAYMENT_RECONCILE_MS): also the shortest wait between two checks of an order. */
  intervalMs: number;
}

/** Whether the provider may hold a payment the order does not know of yet. */
export function mayBeUnsettled(order: OrderRecord, provider: PaymentGateway['kind'], now: Date): boolean {
  if (order.provider !== provider) return false;
  if (order.status === 'pending') return true;
  return UNSETTLED_STATUSES.includes(order.status) && now.getTime() - Date.parse(order.createdAt) < RECONCILE_WINDOW_MS;
}

/** One run; answers how many orders it settled. */
export async function reconcileUnpaidOrders(
  { docs, gateway, settle, intervalMs }: ReconcileDeps,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const orders = createOrdersRepository(docs);
  // Only the orders whose check is due: one index query (status, nextCheckAt), not every unpaid order.
  const due = await orders.dueForCheck(now, CHECKS_PER_RUN);
  let settled = 0;
  for (const order of due) {
    if (!mayBeUnsettled(order, gateway.kind, now)) {
      // Another provider's order, or past the window: nothing this server can ask about any more.
      await orders.scheduleCheck(order.id, null);
      continue;
    }
    // The next check is booked before asking, so an answer that never comes does not ask again at once.
    await orders.scheduleCheck(order.id, nextCheckAfter(order, now, intervalMs));
    let payments;
    try {
      payments = await gateway.fetchPayments(order.id);
    } catch (error) {
      // One order the provider would not answer about must not stop the others; its next check asks again.
      log.warn({ err: error, orderId: order.id }, 'reconciler could not fetch the order’s payments');
      continue;
    }
    for (const payment of payments.filter((entry) => entry.status === 'captured')) {
      const problem = paymentMismatch(order, payment);
      if (problem) {
        log.error(
          { orderId: order.id, paymentId: payment.id, problem },
          'captured payment does not match the order: not settled',
        );
        await recordPaymentAlert(docs, order.id, { paymentId: payment.id, problem });
        continue;
      }
      const result = await settle({ orderId: order.id, paymentId: payment.id, reason: RECONCILE_REASON, log });
      if (result?.changed) settled += 1;
      break;
    }
  }
  return settled;
}

export type OrderReconcilerOptions = ReconcileDeps;

/** Starts the reconciler (once now, then every `intervalMs`); the returned function stops it and waits for a run under way. */
export function startReconciler(deps: OrderReconcilerOptions, log: FastifyBaseLogger): () => Promise<void> {
  const run = async () => {
    const count = await reconcileUnpaidOrders(deps, new Date(), log);
    if (count > 0) log.info({ settled: count }, 'payments found with the provider: orders settled');
  };
  return startPeriodic(run, {
    intervalMs: deps.intervalMs,
    log,
    name: 'payment reconciliation',
    lease: { docs: deps.docs, job: RECONCILER_JOB },
  });
}

/** The reconciler as part of the app (beside the expiry sweep); nothing runs while payments are off. */
export const orderReconciler = periodicPlugin<
  Omit<OrderReconcilerOptions, 'gateway'> & { gateway: ReconcileDeps['gateway'] | null }
>('orderReconciler', ({ gateway, ...options }, log) =>
  gateway ? startReconciler({ ...options, gateway }, log) : async () => undefined,
);
