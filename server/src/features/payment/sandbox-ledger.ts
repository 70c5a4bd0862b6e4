/**
 * The sandbox's own record of payments, as Razorpay keeps one per order (`orders.fetchPayments`).
 * The storage port has a fixed set of collections, so the record rides on the order document, in
 * a field only the sandbox writes and only the sandbox gateway reads; the order repository keeps
 * fields it does not know through every move.
 */
import { randomBytes } from 'node:crypto';
import { toPaise } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import { toOrder, type OrderRecord } from '../orders/repository';
import { refusedMove } from '../orders/transitions';
import { readPaymentEntity, paymentEntity, type ProviderPayment } from './provider-payment';

const LEDGER_FIELD = 'sandboxPayments';
export const SANDBOX_ORDER_NOT_FOUND = 'No sandbox order with this id.';
export const ALREADY_PAID = 'This order is already paid.';

export type SandboxCapture =
  | { outcome: 'captured'; payment: ProviderPayment; order: OrderRecord }
  | { outcome: 'refused'; statusCode: 404 | 409; message: string };

const ledgerOf = (data: DocumentData): ProviderPayment[] => {
  const stored: JsonValue | undefined = data[LEDGER_FIELD];
  return Array.isArray(stored) ? stored.flatMap((entry) => readPaymentEntity(entry) ?? []) : [];
};

export interface SandboxLedger {
  /** The order's payments, oldest first (none for an unknown order). */
  payments(orderId: string): Promise<ProviderPayment[]>;
  /** Takes the order's whole amount, once: refused for a paid order, a non-sandbox or unknown one. */
  capture(orderId: string, now: Date): Promise<SandboxCapture>;
}

export function sandboxLedger(docs: DocumentStore): SandboxLedger {
  return {
    async payments(orderId) {
      const data = await docs.get('orders', orderId);
      return data ? ledgerOf(data) : [];
    },
    async capture(orderId, now) {
      const paymentId = `pay_${randomBytes(9).toString('base64url')}`;
      let refusal: { statusCode: 404 | 409; message: string } | null = null;
      const stored = await docs.mutate('orders', orderId, (current) => {
        refusal = null;
        if (!current) return undefined;
        const order = toOrder(orderId, current);
        if (order.provider !== 'sandbox') {
          refusal = { statusCode: 404, message: SANDBOX_ORDER_NOT_FOUND };
          return undefined;
        }
        const ledger = ledgerOf(current);
        // Paid, shipped, cancelled…: the transition table says why it cannot be paid (again).
        const refused = ledger.some((payment) => payment.status === 'captured')
          ? ALREADY_PAID
          : refusedMove(order.status, 'paid');
        if (refused) {
          refusal = { statusCode: 409, message: refused };
          return undefined;
        }
        const payment: ProviderPayment = {
          id: paymentId,
          orderId,
          amountPaise: toPaise(order.amount),
          currency: order.currency,
          status: 'captured',
          createdAt: Math.floor(now.getTime() / 1000),
        };
        return { ...current, [LEDGER_FIELD]: [...ledger.map(paymentEntity), paymentEntity(payment)] as JsonValue[] };
      });
      if (!stored) return { outcome: 'refused', statusCode: 404, message: SANDBOX_ORDER_NOT_FOUND };
      const payment = ledgerOf(stored).find((entry) => entry.id === paymentId);
      if (!payment) return { outcome: 'refused', ...(refusal ?? { statusCode: 409, message: ALREADY_PAID }) };
      return { outcome: 'captured', payment, order: toOrder(orderId, stored) };
    },
  };
}
