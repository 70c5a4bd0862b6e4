import type { AdminExtraPayment, AdminExtraPaymentState, AdminPaymentAlert } from 'shared-contracts';
import { formatIndiaDateTime } from '../utils/orderText';

const EXTRA_PAYMENT_TEXT: Record<AdminExtraPaymentState, string> = {
  refunding: 'Refund under way',
  refunded: 'Refunded',
  'refund failed': "Refund failed: refund it from the payment provider's dashboard",
};

/** Older records may lack the time; the rest of the line still stands. */
const when = (at: string): string => (at ? formatIndiaDateTime(at) : 'time not recorded');

/** Payments the server could not settle for this order (amount, currency or status not the order's, a refund that failed). */
export function PaymentAlerts({ alerts }: { alerts: AdminPaymentAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <div className="adm-status adm-status--error" role="alert">
      <p>
        <strong>Payment needs attention:</strong> the shop did not settle{' '}
        {alerts.length === 1 ? 'this payment' : 'these payments'} by itself.
      </p>
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.paymentId}-${alert.problem}`}>
            Payment {alert.paymentId}, noticed {when(alert.at)}: {alert.problem}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Second payments on this already-paid order, each refunded at once by the server, with their refund ids. */
export function ExtraPayments({ payments }: { payments: AdminExtraPayment[] }) {
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="adm-order-extra-payments-title">
      <h2 id="adm-order-extra-payments-title" className="adm-heading">
        Extra payments
      </h2>
      <p className="adm-muted">The order was already paid; each of these later payments is refunded at once.</p>
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">Payment</th>
            <th scope="col">Refund</th>
            <th scope="col">Refund id</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <th scope="row">{payment.paymentId}</th>
              <td>{EXTRA_PAYMENT_TEXT[payment.state]}</td>
              <td>{payment.refundId ?? '—'}</td>
              <td>{when(payment.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
