import type { ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES, toPaise, type Cart } from 'shared-contracts';
import { orderChargesFor } from 'shared-contracts/delivery';
import { CartTotals } from '../../../components/CartTotals';
import { CART_STOCK_TEXT } from '../../cart-stock/texts';
import { CouponBox } from '../../coupons/components/CouponBox';
import { PincodeCheck, useCartDeliveryCheck } from '../../delivery/components/PincodeCheck';

/**
 * Totals of the cart (always those the runtime derived from the lines), the way to checkout and
 * the pincode check for the cart's value, whose freight shows in the totals as an estimate (the
 * server prices it at checkout); `needsChanges` when a line is over stock or no longer sold (checkout refuses it).
 */
export function CartSummary({ cart, needsChanges = false }: { cart: Cart; needsChanges?: boolean }): ReactElement {
  const check = useCartDeliveryCheck(toPaise(cart.totalAmount));
  const estimate = check.state.status === 'answered' ? orderChargesFor(check.state.quote, false) : null;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <CartTotals cart={cart} testIdPrefix="cart" charges={estimate} chargesEstimated />
      <CouponBox cart={cart} />
      {needsChanges && <p className="cart-summary__warning">{CART_STOCK_TEXT.cartNeedsChanges}</p>}
      <Link className="cart-button cart-button--wide" to={ROUTES.checkout}>
        Checkout
      </Link>
      <PincodeCheck check={check} />
    </aside>
  );
}
