import { useCallback, useId, type FormEvent } from 'react';
import { DELIVERY_CHECK_TEXT } from 'shared-contracts/delivery';
import { useApi, useDeliveryCheck } from 'shared-contracts/react';
import { useValueTypedBeforeHydration } from '../../forms/hooks/useValueTypedBeforeHydration';
import { fetchDeliveryQuote } from '../api/fetchDeliveryQuote';
import './delivery.css';

/**
 * "Check delivery" on the product page: a pincode (the one this browser remembers, pre-filled and
 * checked), the server's one-line answer for one of this product, read out as it arrives. Advice
 * only: Add to Cart stays possible whatever it says.
 */
export function PincodeCheck({ productId }: { productId: string }) {
  const id = useId();
  const request = useApi();
  const ask = useCallback(
    (pincode: string) => fetchDeliveryQuote(request, pincode, productId, 1),
    [request, productId],
  );
  const { state, draft, setDraft, submit, retry } = useDeliveryCheck(ask);
  const invalid = state.status === 'invalid';
  const pincodeField = useValueTypedBeforeHydration<HTMLInputElement>(setDraft);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <section className="cat-delivery" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cat-delivery__title">
        {DELIVERY_CHECK_TEXT.heading}
      </h2>
      <form className="cat-delivery__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-pincode`}>{DELIVERY_CHECK_TEXT.label}</label>
        <input
          ref={pincodeField}
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
        <button type="submit" className="cat-button" aria-disabled={state.status === 'checking' || undefined}>
          {DELIVERY_CHECK_TEXT.submit}
        </button>
      </form>
      <div id={`${id}-answer`} className="cat-delivery__answer" role="status" aria-labelledby={`${id}-title`}>
        {state.status === 'invalid' && <p className="cat-delivery__error">{state.message}</p>}
        {state.status === 'checking' && <p>{DELIVERY_CHECK_TEXT.checking}</p>}
        {state.status === 'answered' && (
          <>
            <p className={state.quote.deliverable ? 'cat-delivery__message' : 'cat-delivery__error'}>
              {state.quote.message}
            </p>
            {!state.quote.deliverable && <p>{DELIVERY_CHECK_TEXT.advice}</p>}
          </>
        )}
        {state.status === 'failed' && (
          <p className="cat-delivery__error">
            {state.message}{' '}
            <button type="button" className="cat-button cat-button--secondary" onClick={retry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
