import { adminOrderPagePath, formatRupees, type AdminOrderSummary } from 'shared-contracts';
import { RowHeaderLink, type AdminColumn } from '../../../components/AdminTable';
import { formatIndiaDateTime } from '../utils/orderText';
import { OrderStatusTag } from './OrderStatusTag';

/** The order table's header, in OrderRow's order. */
export const ORDER_COLUMNS: readonly AdminColumn[] = ['Order', 'Date', 'Customer', 'Items', 'Amount', 'Status'];

/** Number (the link to the order), date in India time, customer, items, amount and status. */
export function OrderRow({ order }: { order: AdminOrderSummary }) {
  return (
    <tr>
      <RowHeaderLink to={adminOrderPagePath(order.id)}>{order.id}</RowHeaderLink>
      <td>{formatIndiaDateTime(order.createdAt)}</td>
      <td>
        {order.customerName || 'No billing details'}
        {order.email && <span className="adm-muted"> {order.email}</span>}
      </td>
      <td>{order.itemCount}</td>
      <td>
        {formatRupees(order.amount)}
        {order.paymentMethod === 'cod' && <span className="adm-muted"> cash on delivery</span>}
      </td>
      <td>
        <OrderStatusTag status={order.status} />
      </td>
    </tr>
  );
}
