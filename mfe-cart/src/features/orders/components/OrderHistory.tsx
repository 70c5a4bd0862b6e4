import type { ReactElement } from 'react';
import type { OrderDetailResponse, OrderTimelineEntry } from 'shared-contracts';
import { ACTOR_TEXTS, formatOrderDateTime, ORDER_STATUS_LABELS } from '../utils/orderTexts';

/**
 * The order's steps, oldest first: what, when and by whom. The first is the shopper's own: the
 * order made (awaiting payment, or placed for cash on delivery), which the server's history of
 * status moves does not list.
 */
export function OrderHistory({
  order,
}: {
  order: Pick<OrderDetailResponse, 'createdAt' | 'paymentMethod' | 'history'>;
}): ReactElement {
  const made: OrderTimelineEntry = {
    status: order.paymentMethod === 'cod' ? 'placed' : 'pending',
    at: order.createdAt,
    by: 'you',
  };
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">Order history</h2>
      <ol className="order-history">
        {[made, ...order.history].map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <strong>{ORDER_STATUS_LABELS[entry.status]}</strong>
            {' · '}
            <time dateTime={entry.at}>{formatOrderDateTime(entry.at)}</time>
            {` · by ${ACTOR_TEXTS[entry.by]}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
