import { adminOrderPagePath, formatRupees, type AdminOrderSummary } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { formatIndiaDateTime } from '../utils/orderText';
import { OrderStatusTag } from './OrderStatusTag';

export interface OrdersTableProps {
  orders: readonly AdminOrderSummary[];
  /** e.g. "Orders 21–40 of 62" */
  caption: string;
}

/** Number (the link to the order), date in India time, customer, items, amount and status. */
export function OrdersTable({ orders, caption }: OrdersTableProps) {
  return (
    <div className="adm-table-scroll" role="region" aria-labelledby="adm-orders-caption" tabIndex={0}>
      <table className="adm-table adm-table--orders">
        <caption id="adm-orders-caption" className="adm-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={adminOrderPagePath(order.id)} className="adm-link">
                  {order.id}
                </Link>
              </th>
              <td>{formatIndiaDateTime(order.createdAt)}</td>
              <td>
                {order.customerName || 'No billing details'}
                {order.email && <span className="adm-muted"> {order.email}</span>}
              </td>
              <td>{order.itemCount}</td>
              <td>{formatRupees(order.amount)}</td>
              <td>
                <OrderStatusTag status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
