import { useState, type FormEvent } from 'react';
import { ADMIN_ORDER_LIMITS, type ShipOrderRequest } from 'shared-contracts';

export interface ShipOrderFormProps {
  pending: boolean;
  onSubmit: (body: ShipOrderRequest) => void;
}

type Errors = Partial<Record<keyof ShipOrderRequest, string>>;

const validate = ({ carrier, trackingNumber }: ShipOrderRequest): Errors => {
  const errors: Errors = {};
  if (!carrier) errors.carrier = 'Enter the carrier.';
  else if (carrier.length > ADMIN_ORDER_LIMITS.carrier) errors.carrier = `At most ${ADMIN_ORDER_LIMITS.carrier} characters.`;
  if (!trackingNumber) errors.trackingNumber = 'Enter the tracking number.';
  else if (trackingNumber.length > ADMIN_ORDER_LIMITS.trackingNumber) errors.trackingNumber = `At most ${ADMIN_ORDER_LIMITS.trackingNumber} characters.`;
  return errors;
};

/** Carrier and tracking number, both required, checked before the request. */
export function ShipOrderForm({ pending, onSubmit }: ShipOrderFormProps) {
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { carrier: carrier.trim(), trackingNumber: trackingNumber.trim() };
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(body);
  };

  const field = (name: keyof ShipOrderRequest, label: string, value: string, set: (text: string) => void) => (
    <div className="adm-field">
      <label htmlFor={`adm-ship-${name}`}>{label}</label>
      <input
        id={`adm-ship-${name}`}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `adm-ship-${name}-error` : undefined}
        autoComplete="off"
      />
      {errors[name] && (
        <p id={`adm-ship-${name}-error`} className="adm-field__error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="adm-filters" aria-label="Mark shipped" onSubmit={submit} noValidate>
      {field('carrier', 'Carrier', carrier, setCarrier)}
      {field('trackingNumber', 'Tracking number', trackingNumber, setTrackingNumber)}
      <button type="submit" className="adm-button adm-button--primary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Saving…' : 'Mark shipped'}
      </button>
    </form>
  );
}
