import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, ROUTES, SHIPPING_COST, type Cart } from 'shared-contracts';

/** Totals of the cart (always those the runtime derived from the lines) and the way to checkout. */
export function CartSummary({ cart }: { cart: Cart }): ReactElement {
  const total = cart.totalAmount + SHIPPING_COST;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div>
          <dt>Total quantity</dt>
          <dd data-testid="cart-total-quantity">{cart.totalQuantity}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatRupees(cart.totalAmount)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{SHIPPING_COST === 0 ? 'Free' : formatRupees(SHIPPING_COST)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatRupees(total)}</dd>
        </div>
      </dl>
      <Link className="cart-button cart-button--wide" to={ROUTES.checkout}>
        Checkout
      </Link>
    </aside>
  );
}
