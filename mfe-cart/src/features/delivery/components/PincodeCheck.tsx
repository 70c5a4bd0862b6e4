import { useCallback, useId, type FormEvent } from 'react';
import { DELIVERY_CHECK_TEXT } from 'shared-contracts/delivery';
import { useApi, useDeliveryCheck } from 'shared-contracts/react';
import { fetchDeliveryQuote } from '../api/fetchDeliveryQuote';

/**
 * "Check delivery" in the cart: a pincode (the one this browser remembers, pre-filled and
 * checked), the server's one-line answer for the cart's value, read out as it arrives and asked
 * again when the value changes. Advice only: checkout decides.
 */
export function PincodeCheck({ valuePaise }: { valuePaise: number }) {
  const id = useId();
  const request = useApi();
  const ask = useCallback((pincode: string) => fetchDeliveryQuote(request, pincode, valuePaise), [request, valuePaise]);
  const { state, draft, setDraft, submit, retry } = useDeliveryCheck(ask);
  const invalid = state.status === 'invalid';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <section className="cart-delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-delivery__title">
        {DELIVERY_CHECK_TEXT.heading}
      </h2>
      <form className="cart-delivery__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-pincode`}>{DELIVERY_CHECK_TEXT.label}</label>
        <input
          id={`${id}-pincode`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-answer`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="cart-button" aria-disabled={state.status === 'checking' || undefined}>
          {DELIVERY_CHECK_TEXT.submit}
        </button>
      </form>
      <div id={`${id}-answer`} className="cart-delivery__answer" role="status" aria-labelledby={`${id}-title`}>
        {state.status === 'invalid' && <p className="cart-delivery__error">{state.message}</p>}
        {state.status === 'checking' && <p>{DELIVERY_CHECK_TEXT.checking}</p>}
        {state.status === 'answered' && (
          <>
            <p className={state.quote.deliverable ? 'cart-delivery__message' : 'cart-delivery__error'}>
              {state.quote.message}
            </p>
            {!state.quote.deliverable && <p>{DELIVERY_CHECK_TEXT.advice}</p>}
          </>
        )}
        {state.status === 'failed' && (
          <p className="cart-delivery__error">
            {state.message}{' '}
            <button type="button" className="cart-link-button" onClick={retry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
