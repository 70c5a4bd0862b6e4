/**
 * The one settle path of a payment the provider confirmed, whoever reports it: the checkout's
 * verify (the popup's signature), the webhook and the reconciler. The order becomes paid once
 * (orders/settle.ts), its cart and mails follow, and a second payment for a cart already paid for
 * is refunded at once through the admin's cancel and refund (the same provider refund, claim and
 * stock return), recorded in the order's history as the system's, with the reason; so is a payment
 * whose coupon had no uses left for it (coupons/count-use.ts). A second
 * payment on one order already paid is refunded at once as well (extra-payment.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import { cancelOrder } from '../admin-orders/cancel-order';
import { doublePaymentReason } from '../orders/double-pay';
import type { PaidOrderMail } from '../orders/paid-mail';
import { createOrdersRepository, type MoveResult, type OrderRecord } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import { isExtraPayment, refundExtraPayment, type ExtraPaymentRefund } from './extra-payment';
import { recordPaymentAlert } from './payment-alerts';
import type { PaymentGateway } from './gateway';

export interface PaymentSettlerDeps {
  docs: DocumentStore;
  gateway: PaymentGateway | null;
  mail: PaidOrderMail;
}

export interface SettleRequest {
  orderId: string;
  paymentId: string;
  /** The webhook event that reported it (remembered on the order, so a repeat is known). */
  eventId?: string;
  /** Who vouched for the payment, for the history: 'payment confirmed' (verify, webhook) unless said. */
  reason?: string;
  log: FastifyBaseLogger;
}

/** The settle's move, and for a payment on an order another payment paid, what became of its refund. */
export type SettleResult = MoveResult & { extraPaymentRefund?: ExtraPaymentRefund };

export type PaymentSettler = (request: SettleRequest) => Promise<SettleResult | null>;

export function paymentSettler({ docs, gateway, mail }: PaymentSettlerDeps): PaymentSettler {
  const orders = createOrdersRepository(docs);
  const refundDeps = { docs, orders, gateway, wake: mail.wake, onRequest: [] };
  return async ({ orderId, paymentId, eventId, reason, log }) => {
    /** Cancels and refunds `paid` at once for `why`; a refused refund becomes an alert on the order. */
    const refundAtOnce = async (paid: OrderRecord, why: string, what: string): Promise<void> => {
      log.warn({ orderId: paid.id, paymentId, why }, `${what}: refunding it`);
      try {
        await cancelOrder(refundDeps, paid.id, 'system', why, log);
      } catch (error) {
        // The money stays taken until someone refunds it: say so where the admin looks, loudly in the log.
        log.error({ err: error, orderId: paid.id, why }, `${what} NOT refunded`);
        await recordPaymentAlert(docs, paid.id, {
          paymentId,
          problem: `${why} The refund failed: cancel and refund this order from the dashboard.`,
        });
      }
    };
    const result = await settlePaidOrder(docs, orders, orderId, paymentId, {
      eventId,
      reason,
      log,
      mail,
      onDoublePayment: (paid, first) => refundAtOnce(paid, doublePaymentReason(first), 'second payment for one cart'),
      onCouponRefused: (paid, why) => refundAtOnce(paid, why, 'payment with a coupon that had no uses left'),
    });
    // Already paid by another payment: this one is extra money, given back.
    if (result && !result.changed && isExtraPayment(result.order, paymentId))
      return { ...result, extraPaymentRefund: await refundExtraPayment(docs, gateway, result.order, paymentId, log) };
    return result;
  };
}
