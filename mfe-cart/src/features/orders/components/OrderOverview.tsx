import type { ReactElement } from 'react';
import { formatRupees, type OrderResponse } from 'shared-contracts';
import { OrderChargeRows } from '../../../components/OrderChargeRows';
import { OrderLines } from '../../../components/OrderLines';
import { formatOrderDateTime } from '../utils/orderTexts';
import { OrderStatusTag } from './OrderStatusTag';

/** An order past its confirmation: number, date, status, lines, freight and assembly, and amount. */
export function OrderOverview({ order }: { order: OrderResponse }): ReactElement {
  return (
    <div className="cart-summary" data-testid="order-overview">
      <p>
        Order id: <strong data-testid="order-id">{order.id}</strong>
      </p>
      <p>
        Placed <time dateTime={order.createdAt}>{formatOrderDateTime(order.createdAt)}</time> · Status:{' '}
        <OrderStatusTag status={order.status} />
      </p>
      <OrderLines items={order.items} label="Items in this order" />
      <OrderChargeRows charges={order.charges} />
      <p className="cart-summary__total">
        Amount: <strong data-testid="order-amount">{formatRupees(order.amount)}</strong>
      </p>
    </div>
  );
}
