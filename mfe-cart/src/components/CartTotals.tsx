import type { ReactElement } from 'react';
import { formatRupees, SHIPPING_COST, type Cart } from 'shared-contracts';

/** Total quantity, subtotal, shipping (free) and total, as the cart and checkout summaries show them. */
export function CartTotals({ cart, testIdPrefix }: { cart: Cart; testIdPrefix: 'cart' | 'checkout' }): ReactElement {
  return (
    <dl className="cart-summary__rows">
      <div>
        <dt>Total quantity</dt>
        <dd data-testid={`${testIdPrefix}-total-quantity`}>{cart.totalQuantity}</dd>
      </div>
      <div>
        <dt>Subtotal</dt>
        <dd data-testid={`${testIdPrefix}-subtotal`}>{formatRupees(cart.totalAmount)}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{SHIPPING_COST === 0 ? 'Free' : formatRupees(SHIPPING_COST)}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>Total</dt>
        <dd data-testid={`${testIdPrefix}-total`}>{formatRupees(cart.totalAmount + SHIPPING_COST)}</dd>
      </div>
    </dl>
  );
}
