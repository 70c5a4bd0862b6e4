/** The signed-in checkout: billing form and order summary side by side. */
import type { ReactElement } from 'react';
import { useCart, type SessionUser } from 'shared-contracts/react';
import { usePayNow } from '../hooks/usePayNow';
import { BillingForm } from './BillingForm';
import { CheckoutSummary } from './CheckoutSummary';

export function Checkout({ user }: { user: SessionUser }): ReactElement {
  const cart = useCart();
  const { payNow, processing, refusal } = usePayNow(cart);
  const initial = { name: user.displayName ?? '', email: user.email ?? '', phone: '', address: '', city: '', postalCode: '', country: 'India' };
  return (
    <div className="cart-layout">
      <BillingForm initial={initial} processing={processing} refusal={refusal} disabled={cart.items.length === 0} onPay={(billing) => void payNow(billing)} />
      <CheckoutSummary cart={cart} />
    </div>
  );
}
