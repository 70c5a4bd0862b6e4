/** A paid order, or one placed for cash on delivery: its id, lines, freight and assembly, and amount. */
import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { formatRupees, ROUTES, type OrderResponse } from 'shared-contracts';
import { OrderChargeRows } from '../../../components/OrderChargeRows';
import { OrderLines } from '../../../components/OrderLines';

export function OrderConfirmation({ order }: { order: OrderResponse }): ReactElement {
  return (
    <div className="cart-summary" data-testid="order-confirmation">
      <p role="status">
        {order.status === 'placed'
          ? 'Thank you! Your order is placed: pay in cash on delivery.'
          : order.status === 'paid'
            ? 'Thank you! Your payment was received.'
            : 'Your payment is being confirmed.'}
      </p>
      <p>
        Order id: <strong data-testid="order-id">{order.id}</strong>
      </p>
      <OrderLines items={order.items} label="Items in this order" />
      <OrderChargeRows charges={order.charges} />
      <p className="cart-summary__total">
        {order.status === 'placed' ? 'Amount to pay on delivery' : 'Amount paid'}:{' '}
        <strong data-testid="order-amount">{formatRupees(order.amount)}</strong>
      </p>
      <Link className="cart-button" to={ROUTES.shop}>
        Continue shopping
      </Link>
    </div>
  );
}
