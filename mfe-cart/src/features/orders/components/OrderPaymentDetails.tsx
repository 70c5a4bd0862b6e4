import type { ReactElement } from 'react';
import { formatRupees, type OrderDetailResponse, type OrderPayment } from 'shared-contracts';
import { cashOnDeliveryPaymentText, formatOrderDateTime, PAYMENT_STATE_TEXTS } from '../utils/orderTexts';

/** The payment in words, with when it was paid and what was refunded. */
export function OrderPaymentDetails({
  payment,
  order,
}: {
  payment: OrderPayment;
  order: Pick<OrderDetailResponse, 'status' | 'amount' | 'paymentMethod'>;
}): ReactElement {
  return (
    <section className="order-section" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">Payment</h2>
      <p data-testid="payment-state">
        {order.paymentMethod === 'cod'
          ? cashOnDeliveryPaymentText(order.status, order.amount)
          : PAYMENT_STATE_TEXTS[payment.state]}
      </p>
      {payment.paidAt ? <p>Paid on {formatOrderDateTime(payment.paidAt)}</p> : null}
      {payment.refundedAmount !== null ? (
        <p>
          Refunded {formatRupees(payment.refundedAmount)}
          {payment.refundedAt ? ` on ${formatOrderDateTime(payment.refundedAt)}` : ''}
        </p>
      ) : null}
    </section>
  );
}
