/**
 * A second captured payment on an order already paid with another payment (a popup retried at the
 * provider, a race between two payment attempts of one order): the order keeps its first payment
 * and this one is refunded at once through the provider's refund, once however often it is
 * reported. Each such payment is kept on the order (`extraPayments`) with its refund, or as an
 * alert for the admin when the provider refused the refund. The claim ('refunding') carries the
 * refund's idempotency key. While another server holds it, a report of the payment learns that the
 * refund is under way, not done: the webhook answers so that the provider sends it again. A claim
 * left by a server that died is taken over by such a later report once it is stale, and refunds
 * nothing twice.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { toPaise, type AdminExtraPayment, type AdminExtraPaymentState } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import type { OrderRecord } from '../orders/repository';
import { REFUND_CLAIM_STALE_MS, refundIdempotencyKey, type PaymentGateway } from './gateway';
import { recordPaymentAlert } from './payment-alerts';

const FIELD = 'extraPayments';

const isStaleClaim = (at: JsonValue | undefined, now: number): boolean => {
  const time = typeof at === 'string' ? Date.parse(at) : Number.NaN;
  return Number.isNaN(time) || now - time > REFUND_CLAIM_STALE_MS;
};

const entriesOf = (data: DocumentData | null): DocumentData[] => {
  const value: JsonValue | undefined = data?.[FIELD];
  return Array.isArray(value)
    ? value.filter(
        (entry): entry is DocumentData => typeof entry === 'object' && entry !== null && !Array.isArray(entry),
      )
    : [];
};

/** Whether `paymentId` is extra money on `order`: the order holds a different payment already. */
export const isExtraPayment = (order: OrderRecord, paymentId: string): boolean =>
  order.paymentId !== null && order.paymentId !== paymentId;

/**
 * What a report of an extra payment did: 'refunded' (this call gave it back, or recorded why it
 * could not), 'handled before' (an earlier call did), 'under way elsewhere' (another server holds a
 * fresh claim: the payment is not yet known to be given back).
 */
export type ExtraPaymentRefund = 'refunded' | 'handled before' | 'under way elsewhere';

/** Refunds `paymentId` (the order's amount) unless another call already took it on. */
export async function refundExtraPayment(
  docs: DocumentStore,
  gateway: Pick<PaymentGateway, 'refund'> | null,
  order: OrderRecord,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<ExtraPaymentRefund> {
  const claim = randomBytes(6).toString('hex');
  const now = Date.now();
  const at = new Date(now).toISOString();
  const idempotencyKey = refundIdempotencyKey(paymentId);
  let takenOver = false;
  const stored = await docs.mutate('orders', order.id, (current) => {
    takenOver = false;
    if (!current) return undefined;
    const entries = entriesOf(current);
    const earlier = entries.find((entry) => entry.paymentId === paymentId);
    // A claim whose holder died (still refunding long after) is taken over: the key makes it one refund.
    if (earlier && !(earlier.state === 'refunding' && isStaleClaim(earlier.at, now))) return undefined;
    takenOver = earlier !== undefined;
    const entry = { paymentId, state: 'refunding', claim, at, idempotencyKey };
    return {
      ...current,
      [FIELD]: earlier ? entries.map((other) => (other === earlier ? entry : other)) : [...entries, entry],
    };
  });
  const mine = entriesOf(stored).find((entry) => entry.paymentId === paymentId);
  if (mine?.claim !== claim) return mine?.state === 'refunding' ? 'under way elsewhere' : 'handled before';

  const problem = `Payment ${paymentId} paid order ${order.id} a second time (it was paid by ${order.paymentId}).`;
  log.warn(
    { orderId: order.id, paymentId, keptPaymentId: order.paymentId },
    takenOver
      ? 'second payment on one order: refunding it, taken over from a server that died'
      : 'second payment on one order: refunding it',
  );
  let outcome: DocumentData;
  try {
    if (!gateway) throw new Error('payments are off');
    const refund = await gateway.refund(paymentId, toPaise(order.amount), idempotencyKey);
    outcome = {
      paymentId,
      state: 'refunded',
      refundId: refund.id,
      amountPaise: refund.amountPaise,
      at: new Date().toISOString(),
    };
  } catch (error) {
    log.error({ err: error, orderId: order.id, paymentId }, 'second payment on one order NOT refunded');
    await recordPaymentAlert(docs, order.id, {
      paymentId,
      problem: `${problem} The refund failed: refund it from the provider's dashboard.`,
    });
    outcome = { paymentId, state: 'refund failed', at: new Date().toISOString() };
  }
  await docs.mutate('orders', order.id, (current) =>
    current
      ? {
          ...current,
          [FIELD]: entriesOf(current).map((entry) =>
            entry.paymentId === paymentId && entry.claim === claim ? outcome : entry,
          ),
        }
      : undefined,
  );
  return 'refunded';
}

const EXTRA_PAYMENT_STATES: readonly AdminExtraPaymentState[] = ['refunding', 'refunded', 'refund failed'];
const stateOf = (value: JsonValue | undefined): AdminExtraPaymentState =>
  EXTRA_PAYMENT_STATES.find((state) => state === value) ?? 'refund failed';

/** The extra payments kept on an order document and what became of them (an unknown state reads as a failed refund: the admin looks). */
export function extraPaymentsOf(data: DocumentData | null): AdminExtraPayment[] {
  return entriesOf(data).map((entry) => ({
    paymentId: String(entry.paymentId),
    state: stateOf(entry.state),
    refundId: typeof entry.refundId === 'string' ? entry.refundId : null,
    at: typeof entry.at === 'string' ? entry.at : '',
  }));
}
