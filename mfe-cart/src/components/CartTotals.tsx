import type { ReactElement } from 'react';
import { formatPaise, formatRupees, SHIPPING_COST, toPaise, type Cart } from 'shared-contracts';
import {
  ORDER_CHARGE_LABELS,
  orderChargeLines,
  orderChargesTotalPaise,
  type OrderCharges,
} from 'shared-contracts/delivery';

/** A coupon as the server priced it for the cart: the totals before and after it, in paise. */
export interface PricedDiscount {
  code: string;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

const shippingText = SHIPPING_COST === 0 ? 'Free' : formatRupees(SHIPPING_COST);

/**
 * Total quantity, subtotal, shipping and total, as the cart and checkout summaries show them; with
 * a priced coupon, the total before it, the discount with its code and the total to pay, all as the
 * server priced them. `charges`: freight and assembly, each its own line and in the total (free
 * delivery shows as before); `chargesEstimated` labels them as the pincode check's estimate, which
 * the server prices again at create-order.
 */
export function CartTotals({
  cart,
  testIdPrefix,
  discount = null,
  charges = null,
  chargesEstimated = false,
  assemblyChosen = false,
}: {
  cart: Cart;
  testIdPrefix: 'cart' | 'checkout';
  discount?: PricedDiscount | null;
  charges?: OrderCharges | null;
  chargesEstimated?: boolean;
  /** The shopper asked for assembly: its line shows even when it is free. */
  assemblyChosen?: boolean;
}): ReactElement {
  const chargeLines = orderChargeLines(charges, assemblyChosen);
  const shippingPaise = toPaise(SHIPPING_COST) + (charges ? orderChargesTotalPaise(charges) : 0);
  const labelled = (label: string): string => (chargesEstimated ? ORDER_CHARGE_LABELS.estimated(label) : label);
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
      {!chargeLines.some((line) => line.kind === 'freight') && (
        <div>
          <dt>Shipping</dt>
          <dd>{shippingText}</dd>
        </div>
      )}
      {chargeLines.map(({ kind, label, paise }) => (
        <div key={kind}>
          <dt>{labelled(label)}</dt>
          <dd data-testid={`${testIdPrefix}-${kind}`}>{formatRupees(paise / 100)}</dd>
        </div>
      ))}
      <div className="cart-summary__total">
        <dt>{discount ? 'Total to pay' : 'Total'}</dt>
        <dd data-testid={`${testIdPrefix}-total`}>
          {discount
            ? formatPaise(discount.totalPaise + shippingPaise)
            : formatRupees((toPaise(cart.totalAmount) + shippingPaise) / 100)}
        </dd>
      </div>
    </dl>
  );
}
