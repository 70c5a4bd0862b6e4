import type { ReactElement } from 'react';
import { formatRupees } from 'shared-contracts';
import { orderChargeLines, type OrderCharges } from 'shared-contracts/delivery';

/**
 * An order's freight and assembly as the server charged them, one row each, above its amount;
 * nothing for an order without charges (free delivery), so such an order reads as before.
 */
export function OrderChargeRows({ charges }: { charges: OrderCharges | null | undefined }): ReactElement | null {
  const lines = orderChargeLines(charges);
  if (lines.length === 0) return null;
  return (
    <dl className="cart-summary__rows" aria-label="Delivery and assembly">
      {lines.map(({ kind, label, paise }) => (
        <div key={kind}>
          <dt>{label}</dt>
          <dd data-testid={`order-${kind}`}>{formatRupees(paise / 100)}</dd>
        </div>
      ))}
    </dl>
  );
}
