import type { ReactElement } from 'react';
import { formatRupees, type CartItem } from 'shared-contracts';
import { lineName } from 'shared-contracts/catalogue';

/** "Name × quantity   line total", one row per line (checkout summary and order confirmation). */
export function OrderLines({ items, label }: { items: readonly CartItem[]; label: string }): ReactElement {
  return (
    <ul className="checkout-lines" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.id}:${item.variantSku ?? ''}`}>
          <span>
            {lineName(item)} × {item.quantity}
          </span>
          <span>{formatRupees(item.totalPrice)}</span>
        </li>
      ))}
    </ul>
  );
}
