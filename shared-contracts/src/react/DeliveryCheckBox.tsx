/**
 * The pincode box's markup, the same on the product page and in the cart: a labelled field, Check,
 * and a live region with the answer (or why there is none, with Try again after a failure). Each
 * remote keeps its own wiring (what is asked, through useDeliveryCheck) and its own styles.
 */
import { useId, type FormEvent, type ReactElement, type Ref } from 'react';
import { DELIVERY_CHECK_TEXT } from '../delivery';
import type { DeliveryCheck } from './delivery-check';

export interface DeliveryCheckClasses {
  /** The section's class; its parts add `__title`, `__form`, `__answer`, `__message` and `__error`. */
  block: string;
  /** The Check button's class. */
  submit: string;
  /** The Try again button's class. */
  retry: string;
}

export interface DeliveryCheckBoxProps {
  check: DeliveryCheck;
  classes: DeliveryCheckClasses;
  /** The pincode field, for a remote that reads what was typed into it before hydration. */
  pincodeRef?: Ref<HTMLInputElement>;
}

export function DeliveryCheckBox({ check, classes, pincodeRef }: DeliveryCheckBoxProps): ReactElement {
  const id = useId();
  const { state, draft, setDraft, submit, retry } = check;
  const { block } = classes;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <section className={block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={`${block}__title`}>
        {DELIVERY_CHECK_TEXT.heading}
      </h2>
      <form className={`${block}__form`} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-pincode`}>{DELIVERY_CHECK_TEXT.label}</label>
        <input
          ref={pincodeRef}
          id={`${id}-pincode`}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={draft}
          aria-invalid={state.status === 'invalid' || undefined}
          aria-describedby={`${id}-answer`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={classes.submit} aria-disabled={state.status === 'checking' || undefined}>
          {DELIVERY_CHECK_TEXT.submit}
        </button>
      </form>
      <div id={`${id}-answer`} className={`${block}__answer`} role="status" aria-labelledby={`${id}-title`}>
        {state.status === 'invalid' && <p className={`${block}__error`}>{state.message}</p>}
        {state.status === 'checking' && <p>{DELIVERY_CHECK_TEXT.checking}</p>}
        {state.status === 'answered' && (
          <>
            <p className={state.quote.deliverable ? `${block}__message` : `${block}__error`}>{state.quote.message}</p>
            {!state.quote.deliverable && <p>{DELIVERY_CHECK_TEXT.advice}</p>}
          </>
        )}
        {state.status === 'failed' && (
          <p className={`${block}__error`}>
            {state.message}{' '}
            <button type="button" className={classes.retry} onClick={retry}>
              Try again
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
