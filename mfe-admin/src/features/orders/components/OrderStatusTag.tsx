import type { OrderStatus } from 'shared-contracts';
import { ORDER_STATUS_LABEL } from '../utils/orderText';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <span className={`adm-tag adm-tag--order-${status}`}>{ORDER_STATUS_LABEL[status]}</span>;
}
