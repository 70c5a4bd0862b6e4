/** The order summary beside the billing form: lines, total quantity, subtotal, free shipping, total. */
import type { ReactElement } from 'react';
import { formatRupees, SHIPPING_COST, type Cart } from 'shared-contracts';

export function CheckoutSummary({ cart }: { cart: Cart }): ReactElement {
  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      {cart.items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul className="checkout-lines" aria-label="Items to pay for">
          {cart.items.map((item) => (
            <li key={item.id}>
              <span>
                {item.productName} × {item.quantity}
              </span>
              <span>{formatRupees(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="cart-summary__rows">
        <div>
          <dt>Total quantity</dt>
          <dd data-testid="checkout-total-quantity">{cart.totalQuantity}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatRupees(cart.totalAmount)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{SHIPPING_COST === 0 ? 'Free' : formatRupees(SHIPPING_COST)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatRupees(cart.totalAmount + SHIPPING_COST)}</dd>
        </div>
      </dl>
    </aside>
  );
}
