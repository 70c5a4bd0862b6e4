import type { ReactElement } from 'react';
import type { OrderStatus } from 'shared-contracts';
import { ORDER_STATUS_LABELS } from '../utils/orderTexts';

/** An order's status as a readable tag (its class lets the colour follow the status). */
export function OrderStatusTag({ status }: { status: OrderStatus }): ReactElement {
  return <span className={`order-status order-status--${status}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
