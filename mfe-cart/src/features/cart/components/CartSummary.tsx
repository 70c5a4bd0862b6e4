import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES, type Cart } from 'shared-contracts';
import { CartTotals } from '../../../components/CartTotals';

/** Totals of the cart (always those the runtime derived from the lines) and the way to checkout. */
export function CartSummary({ cart }: { cart: Cart }): ReactElement {
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <CartTotals cart={cart} testIdPrefix="cart" />
      <Link className="cart-button cart-button--wide" to={ROUTES.checkout}>
        Checkout
      </Link>
    </aside>
  );
}
