import type { ReactElement } from 'react';
import { formatRupees, type CartItem } from 'shared-contracts';

/** "Name × quantity   line total", one row per line (checkout summary and order confirmation). */
export function OrderLines({ items, label }: { items: readonly CartItem[]; label: string }): ReactElement {
  return (
    <ul className="checkout-lines" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <span>
            {item.productName} × {item.quantity}
          </span>
          <span>{formatRupees(item.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
