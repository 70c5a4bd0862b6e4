/** "Pay online" or "Cash on delivery": a radio group; cash on delivery is disabled, with the reason, where it is not offered. */
import type { ReactElement } from 'react';
import type { PaymentMethod } from 'shared-contracts';
import { CASH_ON_DELIVERY_TEXT } from '../utils/cashOnDelivery';

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Why cash on delivery cannot be chosen (cashOnDeliveryRefusal); null when it can. */
  codRefusal: string | null;
  disabled?: boolean;
}

const COD_NOTE_ID = 'checkout-cod-note';

export function PaymentMethodChoice({ value, onChange, codRefusal, disabled }: PaymentMethodChoiceProps): ReactElement {
  return (
    <fieldset className="checkout-payment" disabled={disabled}>
      <legend>{CASH_ON_DELIVERY_TEXT.legend}</legend>
      <label className="checkout-payment__option">
        <input
          type="radio"
          name="paymentMethod"
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
        />
        {CASH_ON_DELIVERY_TEXT.online}
      </label>
      <label className="checkout-payment__option">
        <input
          type="radio"
          name="paymentMethod"
          value="cod"
          checked={value === 'cod'}
          disabled={codRefusal !== null}
          aria-describedby={COD_NOTE_ID}
          onChange={() => onChange('cod')}
        />
        {CASH_ON_DELIVERY_TEXT.cod}
      </label>
      <p id={COD_NOTE_ID} className="checkout-payment__note">
        {codRefusal ?? CASH_ON_DELIVERY_TEXT.codHint}
      </p>
    </fieldset>
  );
}
