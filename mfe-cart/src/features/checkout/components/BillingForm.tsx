/**
 * The billing form (spec §3): labelled fields; values are trimmed on Pay Now. The server refuses
 * details it cannot deliver to (clarifications over spec §5's "no required checks"), so the form
 * checks the same shared rules first and shows each field's message beside it: no request is sent
 * with a bad field, and nothing is said before the first Pay Now.
 */
import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MESSAGES, hasErrors, validateBilling, type BillingDetails, type FieldErrors } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { GST_STATES, type OrderTaxRequest } from 'shared-contracts/gst';
import { EMPTY_TAX_FIELDS, taxFieldProblems, taxRequestOf, type TaxFields } from '../taxFields';
import { useFillFromChoice, type CheckoutAddress } from '../hooks/useCheckoutAddress';
import { CheckoutAddressChoice, SaveAddressToggle } from './CheckoutAddressChoice';
import type { QuotedAddress } from '../hooks/useCheckoutQuote';

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
type CheckoutFields = BillingDetails & TaxFields;

/** The fields in the order shown: a refused Pay Now focuses the first bad one. */
const ORDER: Array<keyof CheckoutFields> = [...FIELDS.map((field) => field.name), 'stateCode', 'gstin', 'businessName'];

export interface BillingFormProps {
  initial: BillingDetails;
  processing: boolean;
  /** The server's reason for refusing the details, shown until the next Pay Now. */
  refusal?: string | null;
  disabled: boolean;
  /** Said just above Pay Now and describing it (why it is disabled, or why the order was refused). */
  payNotice?: ReactNode;
  /** The choice of how to pay, shown above Pay Now. */
  paymentChoice?: ReactNode;
  /** The submit button's words ('Pay Now' unless said). */
  payLabel?: string;
  /** Told the postal code, country and GST state as they change (the delivery check and the order's quote). */
  onAddressChange?: (address: QuotedAddress) => void;
  /** Said under the postal code: what the delivery table answers for it. */
  deliveryNotice?: ReactNode;
  /** The billing details and the GST fields create-order takes beside them. */
  onPay: (billing: BillingDetails, tax: OrderTaxRequest) => void;
  /** The signed-in shopper's saved addresses, which fill the form, and the save of a new one. */
  address?: CheckoutAddress;
}

const PAY_NOTICE_ID = 'checkout-pay-notice';

export function BillingForm({
  initial,
  processing,
  refusal,
  disabled,
  payNotice,
  paymentChoice,
  payLabel = 'Pay Now',
  onAddressChange,
  deliveryNotice,
  onPay,
  address,
}: BillingFormProps): ReactElement {
  const [wantsInvoice, setWantsInvoice] = useState(false);
  const validate = useCallback(
    (values: CheckoutFields): FieldErrors<CheckoutFields> => ({
      ...validateBilling(values),
      ...taxFieldProblems(values, wantsInvoice),
    }),
    [wantsInvoice],
  );
  const { values, errors, setValue, submitHandler } = useFormFields<CheckoutFields>(
    { ...initial, ...EMPTY_TAX_FIELDS },
    validate,
    ORDER,
  );
  useFillFromChoice(address, setValue);
  const { postalCode, country, stateCode } = values;
  useEffect(
    () => onAddressChange?.({ postalCode, country, stateCode }),
    [onAddressChange, postalCode, country, stateCode],
  );
  const submit = submitHandler({
    pending: processing,
    onValid: ({ stateCode, gstin, businessName, ...billing }) =>
      onPay(billing, taxRequestOf({ stateCode, gstin, businessName }, wantsInvoice)),
  });
  const fieldProps = (name: keyof TaxFields) => ({
    id: `checkout-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `checkout-${name}-error` : undefined,
  });
  const fieldError = (name: keyof TaxFields) =>
    errors[name] && (
      <p id={`checkout-${name}-error`} className="checkout-field__error">
        {errors[name]}
      </p>
    );
  return (
    <form className="checkout-form" aria-labelledby="checkout-billing-title" onSubmit={submit} noValidate>
      <h2 id="checkout-billing-title" className="cart-summary__title">
        Billing information
      </h2>
      {address && <CheckoutAddressChoice address={address} />}
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
            {field.name === 'postalCode' && deliveryNotice}
          </div>
        );
      })}
      <div className="checkout-field">
        <label htmlFor="checkout-stateCode">State</label>
        <select
          {...fieldProps('stateCode')}
          autoComplete="address-level1"
          onChange={(event) => setValue('stateCode', event.target.value)}
        >
          <option value="">Choose a state or union territory</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
        {fieldError('stateCode')}
      </div>
      {address && <SaveAddressToggle address={address} />}
      <fieldset className="checkout-gst">
        <legend className="visually-hidden">GST invoice</legend>
        <label className="checkout-gst__toggle">
          <input
            type="checkbox"
            checked={wantsInvoice}
            aria-controls="checkout-gst-fields"
            aria-expanded={wantsInvoice}
            onChange={(event) => setWantsInvoice(event.target.checked)}
          />{' '}
          I need a GST invoice (registered business)
        </label>
        {wantsInvoice && (
          <div id="checkout-gst-fields">
            <div className="checkout-field">
              <label htmlFor="checkout-gstin">GSTIN</label>
              <input
                {...fieldProps('gstin')}
                type="text"
                autoCapitalize="characters"
                onChange={(event) => setValue('gstin', event.target.value)}
              />
              {fieldError('gstin')}
            </div>
            <div className="checkout-field">
              <label htmlFor="checkout-businessName">Business name</label>
              <input
                {...fieldProps('businessName')}
                type="text"
                autoComplete="organization"
                onChange={(event) => setValue('businessName', event.target.value)}
              />
              {fieldError('businessName')}
            </div>
          </div>
        )}
      </fieldset>
      {(hasErrors(errors) || refusal) && (
        <p className="checkout-form__alert" role="alert">
          {hasErrors(errors) ? 'Please correct the highlighted billing details.' : refusal}
        </p>
      )}
      {paymentChoice}
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
        {processing ? MESSAGES.processing : payLabel}
      </button>
    </form>
  );
}
