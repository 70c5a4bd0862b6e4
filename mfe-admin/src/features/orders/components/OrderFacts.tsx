import {
  formatConfirmBy,
  formatPaise,
  formatRupees,
  type AdminOrderDetail,
  type AdminOrderStockState,
} from 'shared-contracts';
import { formatIndiaDateTime } from '../utils/orderText';
import { OrderStatusTag } from './OrderStatusTag';
import { PaymentAlerts } from './PaymentAlerts';

const STOCK_TEXT: Record<AdminOrderStockState, string> = {
  none: 'Not tracked (older order)',
  reserved: 'Reserved',
  committed: 'Taken from stock',
  released: 'Returned to stock',
};

/** Cash on delivery: what is due (and, while it waits, until when the shopper may confirm it), and once recorded what the courier handed over and what is short. */
function CashOnDeliveryFact({ order }: { order: AdminOrderDetail }) {
  const collection = order.cashCollection;
  if (order.confirmBy) {
    return (
      <span data-testid="cod-awaiting-confirmation">
        Cash on delivery: {formatRupees(order.amount)} to collect. Awaiting the shopper&apos;s confirmation until{' '}
        {formatConfirmBy(order.confirmBy)}; it cannot be shipped before.
      </span>
    );
  }
  if (!collection) return <>Cash on delivery: {formatRupees(order.amount)} to collect</>;
  return (
    <span data-testid="cash-collection">
      Cash on delivery: {formatPaise(collection.collectedPaise)} collected
      {collection.shortPaise > 0 ? `, ${formatPaise(collection.shortPaise)} short` : ''}
    </span>
  );
}

/** Payment and stock alerts, status, dates, customer and billing address, payment ids, stock, shipment and refund. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const billing = order.customer.billing;
  return (
    <>
      <PaymentAlerts alerts={order.paymentAlerts} />
      {order.stockShortfall.length > 0 && (
        <p className="adm-status adm-status--error" role="alert">
          Not enough stock for this paid order:{' '}
          {order.stockShortfall.map((line) => `${line.id} (${line.quantity} short)`).join(', ')}.
        </p>
      )}
      <dl className="adm-facts">
        <div>
          <dt>Status</dt>
          <dd>
            <OrderStatusTag status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{order.paidAt ? formatIndiaDateTime(order.paidAt) : 'Not paid'}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatRupees(order.amount)}</dd>
        </div>
        {order.coupon ? (
          <div>
            <dt>Coupon</dt>
            <dd data-testid="order-coupon">
              {order.coupon.code}: {formatPaise(order.coupon.discountPaise)} off (the amount is after it)
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Customer</dt>
          <dd>
            {billing ? `${billing.name}, ${billing.email}, ${billing.phone}` : 'No billing details saved'}
            <span className="adm-muted"> (user {order.customer.uid})</span>
          </dd>
        </div>
        <div>
          <dt>Billing address</dt>
          <dd>{billing ? `${billing.address}, ${billing.city} ${billing.postalCode}, ${billing.country}` : '—'}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.paymentMethod === 'cod' ? (
              <CashOnDeliveryFact order={order} />
            ) : (
              <>
                {order.payment.provider === 'sandbox' ? 'Sandbox' : 'Razorpay'} order {order.payment.providerOrderId},
                payment {order.payment.paymentId ?? 'none yet'}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Stock</dt>
          <dd>{STOCK_TEXT[order.stock]}</dd>
        </div>
        {order.shipment && (
          <div>
            <dt>Shipment</dt>
            <dd>
              {order.shipment.carrier}, tracking {order.shipment.trackingNumber}, shipped{' '}
              {formatIndiaDateTime(order.shipment.shippedAt)}
            </dd>
          </div>
        )}
        {order.refund && (
          <div>
            <dt>Refund</dt>
            <dd>
              {formatRupees(order.refund.amount)} refunded ({order.refund.refundId}) on{' '}
              {formatIndiaDateTime(order.refund.at)}
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}
