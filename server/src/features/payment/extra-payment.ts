/**
 * A second captured payment on an order already paid with another payment (a popup retried at the
 * provider, a race between two payment attempts of one order): the order keeps its first payment
 * and this one is refunded at once through the provider's refund, once however often it is
 * reported. Each such payment is kept on the order (`extraPayments`) with its refund, or as an
 * alert for the admin when the provider refused the refund.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { toPaise, type AdminExtraPayment, type AdminExtraPaymentState } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import type { OrderRecord } from '../orders/repository';
import type { PaymentGateway } from './gateway';
import { recordPaymentAlert } from './payment-alerts';

const FIELD = 'extraPayments';

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

/** Refunds `paymentId` (the order's amount) unless another call already took it on; answers whether this call refunded it. */
export async function refundExtraPayment(
  docs: DocumentStore,
  gateway: Pick<PaymentGateway, 'refund'> | null,
  order: OrderRecord,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  const claim = randomBytes(6).toString('hex');
  const at = new Date().toISOString();
  const stored = await docs.mutate('orders', order.id, (current) => {
    if (!current || entriesOf(current).some((entry) => entry.paymentId === paymentId)) return undefined;
    return { ...current, [FIELD]: [...entriesOf(current), { paymentId, state: 'refunding', claim, at }] };
  });
  if (!entriesOf(stored).some((entry) => entry.paymentId === paymentId && entry.claim === claim)) return false;

  const problem = `Payment ${paymentId} paid order ${order.id} a second time (it was paid by ${order.paymentId}).`;
  log.warn(
    { orderId: order.id, paymentId, keptPaymentId: order.paymentId },
    'second payment on one order: refunding it',
  );
  let outcome: DocumentData;
  try {
    if (!gateway) throw new Error('payments are off');
    const refund = await gateway.refund(paymentId, toPaise(order.amount));
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
  return true;
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
