import type { ReactElement } from 'react';
import type { OrderTimelineEntry } from 'shared-contracts';
import { ACTOR_TEXTS, formatOrderDateTime, ORDER_STATUS_LABELS } from '../utils/orderTexts';

/** The order's status changes, oldest first: what, when and by whom. */
export function OrderHistory({ history }: { history: readonly OrderTimelineEntry[] }): ReactElement {
  return (
    <section className="order-section" aria-labelledby="order-history-title">
      <h2 id="order-history-title">Order history</h2>
      <ol className="order-history">
        {history.map((entry) => (
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
