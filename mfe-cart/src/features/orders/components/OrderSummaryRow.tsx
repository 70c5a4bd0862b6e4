import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { formatRupees, orderPath, type OrderSummary } from 'shared-contracts';
import { formatOrderDate } from '../utils/orderTexts';
import { OrderStatusTag } from './OrderStatusTag';

/** One order in "My orders": date, number, first items, count, amount and status, linking to its page. */
export function OrderSummaryRow({ order }: { order: OrderSummary }): ReactElement {
  const firstItems = order.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ');
  return (
    <li className="order-row" data-testid="order-row">
      <Link className="order-row__link" to={orderPath(order.id)} aria-label={`Order ${order.id}`}>
        Order {order.id}
      </Link>
      <span className="order-row__date">
        <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
      </span>
      <span className="order-row__items">{firstItems}</span>
      <span className="order-row__count">{order.itemCount === 1 ? '1 item' : `${order.itemCount} items`}</span>
      <strong className="order-row__amount">{formatRupees(order.amount)}</strong>
      <OrderStatusTag status={order.status} />
    </li>
  );
}
