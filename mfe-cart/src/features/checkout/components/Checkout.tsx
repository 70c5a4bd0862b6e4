/** The signed-in checkout: billing form and order summary side by side. */
import { useCallback, useState, type ReactElement } from 'react';
import { Link } from 'shared-contracts/router';
import { ROUTES, toPaise, type PaymentMethod } from 'shared-contracts';
import { orderChargesFor } from 'shared-contracts/delivery';
import { useCart, type SessionUser } from 'shared-contracts/react';
import { PriceChangeNotice } from '../../cart-stock/components/PriceChangeNotice';
import { useCartStock } from '../../cart-stock/hooks/useCartStock';
import { CART_STOCK_TEXT } from '../../cart-stock/texts';
import { appliedCouponCode } from '../../coupons/api/couponApi';
import { useAppliedCoupon } from '../../coupons/hooks/useAppliedCoupon';
import { useAddressDelivery } from '../hooks/useAddressDelivery';
import { useCheckoutAddress } from '../hooks/useCheckoutAddress';
import { useCheckoutQuote, type QuotedAddress } from '../hooks/useCheckoutQuote';
import { usePayNow } from '../hooks/usePayNow';
import { AssemblyChoice } from './AssemblyChoice';
import { BillingForm } from './BillingForm';
import { CheckoutSummary } from './CheckoutSummary';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { CASH_ON_DELIVERY_TEXT, cashOnDeliveryRefusal } from '../utils/cashOnDelivery';

export function Checkout({ user }: { user: SessionUser }): ReactElement {
  const cart = useCart();
  const stock = useCartStock(cart);
  const { payNow, processing, refusal, orderRefusal, orderTax, orderCharges } = usePayNow(cart, {
    onOrderConflict: stock.refresh,
  });
  const address = useCheckoutAddress();
  const coupon = useAppliedCoupon(cart);
  // The freight's free threshold is judged on what the goods cost after the coupon, as create-order judges it.
  const goodsPaise =
    coupon.status === 'answered' && coupon.answer.applies ? coupon.answer.totalPaise : toPaise(cart.totalAmount);
  const delivery = useAddressDelivery(goodsPaise);
  const unserved = delivery.quote && !delivery.quote.deliverable ? delivery.quote.message : null;
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod>('online');
  const [assemblyWanted, setAssemblyWanted] = useState(false);
  // Asked for only where the address's row offers it; another address drops the choice's effect.
  const assembly = assemblyWanted && delivery.quote?.deliverable === true && delivery.quote.assemblyOffered;
  // The summary's freight and assembly: the server's once create-order answered, else the quote's estimate.
  const estimate = delivery.quote ? orderChargesFor(delivery.quote, assembly) : null;
  const couponCode = appliedCouponCode();
  const codRefusal = cashOnDeliveryRefusal(delivery.quote, couponCode !== null, assembly);
  // The order as the server would charge it for the address typed: the summary's exact figures before paying.
  const [quotedAddress, setQuotedAddress] = useState<QuotedAddress | null>(null);
  const { onAddressChange: checkDelivery } = delivery;
  const onAddressChange = useCallback(
    (typed: QuotedAddress) => {
      checkDelivery(typed);
      setQuotedAddress(typed);
    },
    [checkDelivery],
  );
  const review = useCheckoutQuote({ cart, address: quotedAddress, couponCode, assembly });
  // A pincode or total that no longer allows cash on delivery falls back to online payment.
  const paymentMethod: PaymentMethod = codRefusal ? 'online' : chosenMethod;
  const initial = {
    name: user.displayName ?? '',
    email: user.email ?? '',
    phone: '',
    address: '',
    city: '',
    postalCode: '',
    country: 'India',
  };
  // Problems the page has read, and the server's own words when it refused the order (409: it
  // covers what the page had not read yet; the facts are read again at once).
  const payNotice =
    stock.hasProblems || orderRefusal || unserved ? (
      <>
        {unserved && !orderRefusal && <p className="checkout-form__alert">{unserved}</p>}
        {orderRefusal && (
          <p className="checkout-form__alert" role="alert">
            {orderRefusal}
          </p>
        )}
        {stock.hasProblems && (
          <p className="checkout-form__alert">
            {CART_STOCK_TEXT.checkoutBlocked} <Link to={ROUTES.cart}>{CART_STOCK_TEXT.checkoutBlockedLink}</Link>
          </p>
        )}
      </>
    ) : null;
  return (
    <>
      <PriceChangeNotice notices={stock.priceNotices} />
      <div className="cart-layout">
        <BillingForm
          initial={initial}
          processing={processing || address.save.status === 'saving'}
          refusal={refusal}
          disabled={cart.items.length === 0 || stock.hasProblems || unserved !== null}
          payNotice={payNotice}
          paymentChoice={
            <>
              <AssemblyChoice quote={delivery.quote} checked={assembly} onChange={setAssemblyWanted} />
              <PaymentMethodChoice value={paymentMethod} onChange={setChosenMethod} codRefusal={codRefusal} />
            </>
          }
          payLabel={paymentMethod === 'cod' ? CASH_ON_DELIVERY_TEXT.placeOrder : CASH_ON_DELIVERY_TEXT.payNow}
          address={address}
          onAddressChange={onAddressChange}
          deliveryNotice={
            <p className={unserved ? 'checkout-field__error' : 'checkout-delivery'} role="status">
              {unserved ?? delivery.quote?.message}
            </p>
          }
          onPay={(billing, tax) =>
            void address
              .saveIfAsked(billing, tax.stateCode ?? '')
              .then(() => payNow(billing, tax, paymentMethod, assembly))
          }
        />
        <CheckoutSummary
          cart={cart}
          coupon={coupon}
          orderTax={orderTax ?? review.quote?.tax ?? null}
          reviewing={review.status === 'loading'}
          charges={orderCharges ?? review.quote?.charges ?? estimate}
          chargesEstimated={orderCharges === null && review.quote === null}
          assemblyChosen={assembly}
        />
      </div>
    </>
  );
}
