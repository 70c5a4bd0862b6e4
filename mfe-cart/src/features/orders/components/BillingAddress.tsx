import type { ReactElement } from 'react';
import type { BillingDetails } from 'shared-contracts';

/** The billing details given at checkout, as an address. */
export function BillingAddress({ billing }: { billing: BillingDetails }): ReactElement {
  return (
    <section className="order-section" aria-labelledby="order-billing-title">
      <h2 id="order-billing-title">Billing address</h2>
      <address className="order-address">
        {billing.name}
        <br />
        {billing.address}
        <br />
        {billing.city} {billing.postalCode}
        <br />
        {billing.country}
        <br />
        {billing.email} · {billing.phone}
      </address>
    </section>
  );
}
