/** The billing form (spec §3): labelled fields, no required checks (spec §5); values are trimmed on Pay Now. */
import { useState, type FormEvent, type ReactElement } from 'react';
import { MESSAGES, type BillingDetails } from 'shared-contracts';

interface Field {
  name: keyof BillingDetails;
  label: string;
  type?: 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric';
}

// The phone is type="tel" with a numeric keypad: a number input would drop leading zeros and '+'.
const FIELDS: Field[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'numeric' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

export interface BillingFormProps {
  initial: BillingDetails;
  processing: boolean;
  disabled: boolean;
  onPay: (billing: BillingDetails) => void;
}

export function BillingForm({ initial, processing, disabled, onPay }: BillingFormProps): ReactElement {
  const [billing, setBilling] = useState<BillingDetails>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(billing);
  };
  return (
    <form className="checkout-form" aria-labelledby="checkout-billing-title" onSubmit={submit} noValidate>
      <h2 id="checkout-billing-title" className="cart-summary__title">
        Billing information
      </h2>
      {FIELDS.map((field) => (
        <div className="checkout-field" key={field.name}>
          <label htmlFor={`checkout-${field.name}`}>{field.label}</label>
          <input
            id={`checkout-${field.name}`}
            name={field.name}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            value={billing[field.name]}
            onChange={(event) => setBilling((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        </div>
      ))}
      <button type="submit" className="cart-button cart-button--wide" disabled={disabled || processing} aria-busy={processing}>
        {processing ? MESSAGES.processing : 'Pay Now'}
      </button>
    </form>
  );
}
