/**
 * The billing form (spec §3): labelled fields; values are trimmed on Pay Now. The server refuses
 * details it cannot deliver to (clarifications over spec §5's "no required checks"), so the form
 * checks the same shared rules first and shows each field's message beside it: no request is sent
 * with a bad field, and nothing is said before the first Pay Now.
 */
import type { ReactElement, ReactNode } from 'react';
import { MESSAGES, hasErrors, validateBilling, type BillingDetails } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';

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
/** The fields in the order shown: a refused Pay Now focuses the first bad one. */
const ORDER = FIELDS.map((field) => field.name);

export interface BillingFormProps {
  initial: BillingDetails;
  processing: boolean;
  /** The server's reason for refusing the details, shown until the next Pay Now. */
  refusal?: string | null;
  disabled: boolean;
  /** Said just above Pay Now and describing it (why it is disabled, or why the order was refused). */
  payNotice?: ReactNode;
  onPay: (billing: BillingDetails) => void;
}

const PAY_NOTICE_ID = 'checkout-pay-notice';

export function BillingForm({
  initial,
  processing,
  refusal,
  disabled,
  payNotice,
  onPay,
}: BillingFormProps): ReactElement {
  const { values, errors, setValue, submitHandler } = useFormFields(initial, validateBilling, ORDER);
  const submit = submitHandler({ pending: processing, onValid: onPay });
  return (
    <form className="checkout-form" aria-labelledby="checkout-billing-title" onSubmit={submit} noValidate>
      <h2 id="checkout-billing-title" className="cart-summary__title">
        Billing information
      </h2>
      {FIELDS.map((field) => {
        const id = `checkout-${field.name}`;
        const error = errors[field.name];
        return (
          <div className="checkout-field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              name={field.name}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setValue(field.name, event.target.value)}
            />
            {error && (
              <p id={`${id}-error`} className="checkout-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {(hasErrors(errors) || refusal) && (
        <p className="checkout-form__alert" role="alert">
          {hasErrors(errors) ? 'Please correct the highlighted billing details.' : refusal}
        </p>
      )}
      {payNotice && (
        <div id={PAY_NOTICE_ID} className="checkout-pay-notice">
          {payNotice}
        </div>
      )}
      <button
        type="submit"
        className="cart-button cart-button--wide"
        disabled={disabled || processing}
        aria-busy={processing}
        aria-describedby={payNotice ? PAY_NOTICE_ID : undefined}
      >
        {processing ? MESSAGES.processing : 'Pay Now'}
      </button>
    </form>
  );
}
