import { useState, type ReactElement } from 'react';
import { COD_CONFIRMATION_MESSAGES, formatConfirmBy } from 'shared-contracts';
import { useApi } from 'shared-contracts/react';
import { confirmOrder } from '../api/confirmOrder';

type Confirming =
  { status: 'idle' } | { status: 'sending' } | { status: 'done' } | { status: 'error'; message: string };

/**
 * A cash-on-delivery order the seller wants confirmed: until when, and the button that confirms it
 * (the server decides; a refusal, such as a deadline passed, is said as the server words it).
 */
export function ConfirmCashOrder({ orderId, confirmBy }: { orderId: string; confirmBy: string }): ReactElement {
  const request = useApi();
  const [state, setState] = useState<Confirming>({ status: 'idle' });
  const confirm = () => {
    setState({ status: 'sending' });
    confirmOrder(request, orderId).then(
      () => setState({ status: 'done' }),
      (error: unknown) =>
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : 'The order could not be confirmed.',
        }),
    );
  };
  if (state.status === 'done') {
    return (
      <p className="order-details__confirm" role="status" data-testid="order-confirm">
        {COD_CONFIRMATION_MESSAGES.confirmed}
      </p>
    );
  }
  return (
    <section className="order-details__confirm" aria-label="Confirm your order" data-testid="order-confirm">
      <p>{COD_CONFIRMATION_MESSAGES.awaiting(formatConfirmBy(confirmBy))}</p>
      <button type="button" className="cart-button" onClick={confirm} disabled={state.status === 'sending'}>
        {state.status === 'sending' ? 'Confirming…' : COD_CONFIRMATION_MESSAGES.button}
      </button>
      {state.status === 'error' ? <p role="alert">{state.message}</p> : null}
    </section>
  );
}
