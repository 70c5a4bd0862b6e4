/** The order summary beside the billing form: lines, total quantity, subtotal, free shipping, total, and the GST once the server computed it. */
import type { ReactElement } from 'react';
import type { Cart } from 'shared-contracts';
import type { OrderTax } from 'shared-contracts/gst';
import { GstBreakupTable } from 'shared-contracts/gst-ui';
import { CartTotals } from '../../../components/CartTotals';
import { OrderLines } from '../../../components/OrderLines';

/** `orderTax`: the server's GST breakup of the order being paid (create-order's answer), once it answered. */
export function CheckoutSummary({ cart, orderTax = null }: { cart: Cart; orderTax?: OrderTax | null }): ReactElement {
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
      {orderTax ? (
        <GstBreakupTable tax={orderTax} caption="Tax in this order" classPrefix="checkout-gst-breakup" />
      ) : (
        <p className="checkout-gst-note">Prices include GST; its breakup is shown when you pay.</p>
      )}
    </aside>
  );
}
