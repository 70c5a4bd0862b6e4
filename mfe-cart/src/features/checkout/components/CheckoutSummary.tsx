/**
 * The order summary beside the billing form: lines, total quantity, subtotal, free shipping, total
 * (with the cart's coupon: the total before it, the discount and its code, the total to pay, as the
 * server priced them), the freight and assembly (the pincode's estimate, then what create-order
 * charged), and the GST once the server computed it (its quote for the address, then create-order's).
 */
import type { ReactElement } from 'react';
import type { Cart } from 'shared-contracts';
import type { OrderCharges } from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';
import { GstBreakupTable } from 'shared-contracts/gst-ui';
import { CartTotals } from '../../../components/CartTotals';
import { OrderLines } from '../../../components/OrderLines';
import type { AppliedCoupon } from '../../coupons/hooks/useAppliedCoupon';

export const CHECKOUT_COUPON_TEXT = {
  checking: (code: string): string => `Pricing coupon ${code}…`,
  refused: (code: string, reason: string): string => `Coupon ${code} does not apply: ${reason}`,
  failed: (code: string): string => `Coupon ${code} could not be priced; it is priced again when you pay.`,
} as const;

export const CHECKOUT_TAX_TEXT = {
  caption: 'Tax in this order',
  later: 'Prices include GST; its breakup is shown once the address is entered.',
  reviewing: 'Prices include GST; working out its breakup for this address…',
} as const;

function couponNote(coupon: AppliedCoupon): string | null {
  if (coupon.status === 'checking') return CHECKOUT_COUPON_TEXT.checking(coupon.code);
  if (coupon.status === 'failed') return CHECKOUT_COUPON_TEXT.failed(coupon.code);
  if (coupon.status === 'answered' && !coupon.answer.applies)
    return CHECKOUT_COUPON_TEXT.refused(coupon.answer.code, coupon.answer.reason);
  return null;
}

export interface CheckoutSummaryProps {
  cart: Cart;
  /** The cart's coupon as the server priced it (useAppliedCoupon). */
  coupon: AppliedCoupon;
  /** The server's GST breakup of the order (its quote for the address, or create-order's answer). */
  orderTax?: OrderTax | null;
  /** The server's quote for the address is being asked. */
  reviewing?: boolean;
  charges?: OrderCharges | null;
  /** The charges are the pincode check's estimate, not yet create-order's. */
  chargesEstimated?: boolean;
  assemblyChosen?: boolean;
}

export function CheckoutSummary({
  cart,
  coupon,
  orderTax = null,
  reviewing = false,
  charges = null,
  chargesEstimated = false,
  assemblyChosen = false,
}: CheckoutSummaryProps): ReactElement {
  const discount = coupon.status === 'answered' && coupon.answer.applies ? coupon.answer : null;
  const note = couponNote(coupon);
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
      <CartTotals
        cart={cart}
        testIdPrefix="checkout"
        discount={discount}
        charges={charges}
        chargesEstimated={chargesEstimated}
        assemblyChosen={assemblyChosen}
      />
      {note && (
        <p className="checkout-gst-note" role="status">
          {note}
        </p>
      )}
      {orderTax ? (
        <GstBreakupTable
          tax={orderTax}
          caption={CHECKOUT_TAX_TEXT.caption}
          classPrefix="checkout-gst-breakup"
          couponCode={discount?.code}
        />
      ) : (
        <p className="checkout-gst-note" role="status">
          {reviewing ? CHECKOUT_TAX_TEXT.reviewing : CHECKOUT_TAX_TEXT.later}
        </p>
      )}
    </aside>
  );
}
