/** The order summary beside the billing form: lines, total quantity, subtotal, free shipping, total. */
import type { ReactElement } from 'react';
import type { Cart } from 'shared-contracts';
import { CartTotals } from '../../../components/CartTotals';
import { OrderLines } from '../../../components/OrderLines';

export function CheckoutSummary({ cart }: { cart: Cart }): ReactElement {
  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      {cart.items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <OrderLines items={cart.items} label="Items to pay for" />
      )}
      <CartTotals cart={cart} testIdPrefix="checkout" />
    </aside>
  );
}
