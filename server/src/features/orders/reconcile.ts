/**
 * The reconciler: orders the provider may have been paid for while this server never heard
 * (the tab closed before verify, the webhook lost or not configured). At start-up and then every
 * PAYMENT_RECONCILE_MS it asks the provider (Razorpay's `orders.fetchPayments`, the sandbox's own
 * record) for the payments of every pending order, and of failed or expired ones younger than
 * RECONCILE_WINDOW_MS (a payment can be captured after the popup said it failed), and settles a
 * captured payment that pays the order exactly through the one settle path (verify's and the
 * webhook's). A captured payment that does not match is kept on the order as an alert, not settled.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import type { PaymentGateway } from '../payment/gateway';
import { recordPaymentAlert } from '../payment/payment-alerts';
import { paymentMismatch } from '../payment/provider-payment';
import type { PaymentSettler } from '../payment/settle-payment';
import { periodicPlugin, startPeriodic } from './periodic';
import { createOrdersRepository, type OrderRecord } from './repository';

/** How long after its creation an order that ended unpaid is still asked about. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;
export const RECONCILE_REASON = 'payment found with the provider';

const ENDED_UNPAID: readonly OrderStatus[] = ['failed', 'expired'];

export interface ReconcileDeps {
  docs: DocumentStore;
  gateway: Pick<PaymentGateway, 'kind' | 'fetchPayments'>;
  settle: PaymentSettler;
}

/** Whether the provider may hold a payment the order does not know of yet. */
export function mayBeUnsettled(order: OrderRecord, provider: PaymentGateway['kind'], now: Date): boolean {
  if (order.provider !== provider) return false;
  if (order.status === 'pending') return true;
  return ENDED_UNPAID.includes(order.status) && now.getTime() - Date.parse(order.createdAt) < RECONCILE_WINDOW_MS;
}

/** One run; answers how many orders it settled. */
export async function reconcileUnpaidOrders(
  { docs, gateway, settle }: ReconcileDeps,
  now: Date,
  log: FastifyBaseLogger,
): Promise<number> {
  const orders = createOrdersRepository(docs);
  // Pending orders of any age, failed or expired ones of the window: two index queries, not every order.
  const [pending, endedUnpaid] = await Promise.all([
    orders.withStatus(['pending'], null),
    orders.withStatus(ENDED_UNPAID, new Date(now.getTime() - RECONCILE_WINDOW_MS)),
  ]);
  const candidates = [...pending, ...endedUnpaid].filter((order) => mayBeUnsettled(order, gateway.kind, now));
  let settled = 0;
  for (const order of candidates) {
    let payments;
    try {
      payments = await gateway.fetchPayments(order.id);
    } catch (error) {
      // One order the provider would not answer about must not stop the others; the next run asks again.
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

export interface OrderReconcilerOptions extends ReconcileDeps {
  intervalMs: number;
}

/** Starts the reconciler (once now, then every `intervalMs`); the returned function stops it and waits for a run under way. */
export function startReconciler(
  { intervalMs, ...deps }: OrderReconcilerOptions,
  log: FastifyBaseLogger,
): () => Promise<void> {
  const run = async () => {
    const count = await reconcileUnpaidOrders(deps, new Date(), log);
    if (count > 0) log.info({ settled: count }, 'payments found with the provider: orders settled');
  };
  return startPeriodic(run, { intervalMs, log, name: 'payment reconciliation' });
}

/** The reconciler as part of the app (beside the expiry sweep); nothing runs while payments are off. */
export const orderReconciler = periodicPlugin<
  Omit<OrderReconcilerOptions, 'gateway'> & { gateway: ReconcileDeps['gateway'] | null }
>(({ gateway, ...options }, log) => (gateway ? startReconciler({ ...options, gateway }, log) : async () => undefined));
