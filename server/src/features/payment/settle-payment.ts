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
import { RefundUnderWayError } from '../admin-orders/deps';
import { doublePaymentReason } from '../orders/double-pay';
import type { PaidOrderMail } from '../orders/paid-mail';
import { createOrdersRepository, type MoveResult, type OrderRecord } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import { isExtraPayment, refundExtraPayment } from './extra-payment';
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

/**
 * The settle's move; `refundUnderWayElsewhere` when a refund of this payment it owes (a second payment
 * for one cart or on one order, a coupon with no uses left) is being made by another server just now.
 */
export type SettleResult = MoveResult & { refundUnderWayElsewhere?: true };

export type PaymentSettler = (request: SettleRequest) => Promise<SettleResult | null>;

export function paymentSettler({ docs, gateway, mail }: PaymentSettlerDeps): PaymentSettler {
  const orders = createOrdersRepository(docs);
  const refundDeps = { docs, orders, gateway, wake: mail.wake, onRequest: [] };
  return async ({ orderId, paymentId, eventId, reason, log }) => {
    /** Set when a refund this settle owes is being made by another server: the provider should report it again. */
    let refundUnderWayElsewhere = false;
    /** Cancels and refunds `paid` at once for `why`; a refused refund becomes an alert on the order. */
    const refundAtOnce = async (paid: OrderRecord, why: string, what: string): Promise<void> => {
      log.warn({ orderId: paid.id, paymentId, why }, `${what}: refunding it`);
      try {
        await cancelOrder(refundDeps, paid.id, 'system', why, log);
      } catch (error) {
        // Another server claimed this refund moments ago: not a failure, unless it dies (then its claim
        // goes stale and the provider's next report takes it over).
        if (error instanceof RefundUnderWayError) {
          log.info({ orderId: paid.id, why }, `${what}: its refund is under way on another server`);
          refundUnderWayElsewhere = true;
          return;
        }
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
    if (!result) return result;
    // Already paid by another payment: this one is extra money, given back.
    if (!result.changed && isExtraPayment(result.order, paymentId))
      refundUnderWayElsewhere =
        (await refundExtraPayment(docs, gateway, result.order, paymentId, log)) === 'under way elsewhere';
    return refundUnderWayElsewhere ? { ...result, refundUnderWayElsewhere: true } : result;
  };
}
