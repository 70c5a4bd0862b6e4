import type { ReactElement } from 'react';
import { formatPaise, formatRupees, SHIPPING_COST, toPaise, type Cart } from 'shared-contracts';

/** A coupon as the server priced it for the cart: the totals before and after it, in paise. */
export interface PricedDiscount {
  code: string;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

const shippingText = SHIPPING_COST === 0 ? 'Free' : formatRupees(SHIPPING_COST);

/**
 * Total quantity, subtotal, shipping (free) and total, as the cart and checkout summaries show
 * them; with a priced coupon, the total before it, the discount with its code and the total to
 * pay, all as the server priced them.
 */
export function CartTotals({
  cart,
  testIdPrefix,
  discount = null,
}: {
  cart: Cart;
  testIdPrefix: 'cart' | 'checkout';
  discount?: PricedDiscount | null;
}): ReactElement {
  const shippingPaise = toPaise(SHIPPING_COST);
  return (
    <dl className="cart-summary__rows">
      <div>
        <dt>Total quantity</dt>
        <dd data-testid={`${testIdPrefix}-total-quantity`}>{cart.totalQuantity}</dd>
      </div>
      {discount ? (
        <>
          <div>
            <dt>Total before discount</dt>
            <dd data-testid={`${testIdPrefix}-subtotal`}>{formatPaise(discount.subtotalPaise)}</dd>
          </div>
          <div>
            <dt>Discount (coupon {discount.code})</dt>
            <dd data-testid={`${testIdPrefix}-discount`}>{formatPaise(-discount.discountPaise)}</dd>
          </div>
        </>
      ) : (
        <div>
          <dt>Subtotal</dt>
          <dd data-testid={`${testIdPrefix}-subtotal`}>{formatRupees(cart.totalAmount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{shippingText}</dd>
      </div>
      <div className="cart-summary__total">
        <dt>{discount ? 'Total to pay' : 'Total'}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>
          {discount ? formatPaise(discount.totalPaise + shippingPaise) : formatRupees(cart.totalAmount + SHIPPING_COST)}
        </dd>
      </div>
    </dl>
  );
}
