import { ADMIN_ORDER_LIMITS, type FieldErrors, type ShipOrderRequest } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { SubmitButton } from '../../../components/SubmitButton';

export interface ShipOrderFormProps {
  pending: boolean;
  onSubmit: (body: ShipOrderRequest) => void;
}

const EMPTY: ShipOrderRequest = { carrier: '', trackingNumber: '' };
const ORDER = ['carrier', 'trackingNumber'] as const;

const trimmed = ({ carrier, trackingNumber }: ShipOrderRequest): ShipOrderRequest => ({
  carrier: carrier.trim(),
  trackingNumber: trackingNumber.trim(),
});

/** The rules read the trimmed values, because those are what is sent. */
const validate = (values: ShipOrderRequest): FieldErrors<ShipOrderRequest> => {
  const { carrier, trackingNumber } = trimmed(values);
  const errors: FieldErrors<ShipOrderRequest> = {};
  if (!carrier) errors.carrier = 'Enter the carrier.';
  else if (carrier.length > ADMIN_ORDER_LIMITS.carrier)
    errors.carrier = `At most ${ADMIN_ORDER_LIMITS.carrier} characters.`;
  if (!trackingNumber) errors.trackingNumber = 'Enter the tracking number.';
  else if (trackingNumber.length > ADMIN_ORDER_LIMITS.trackingNumber)
    errors.trackingNumber = `At most ${ADMIN_ORDER_LIMITS.trackingNumber} characters.`;
  return errors;
};

/** Carrier and tracking number, both required, checked before the request. */
export function ShipOrderForm({ pending, onSubmit }: ShipOrderFormProps) {
  const { values, errors, setValue, submitHandler } = useFormFields(EMPTY, validate, ORDER);
  const submit = submitHandler({ pending, onValid: (valid) => onSubmit(trimmed(valid)) });

  const field = (name: keyof ShipOrderRequest, label: string) => (
    <div className="adm-field">
      <label htmlFor={`adm-ship-${name}`}>{label}</label>
      <input
        id={`adm-ship-${name}`}
        name={name}
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
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
      {field('carrier', 'Carrier')}
      {field('trackingNumber', 'Tracking number')}
      <SubmitButton busy={pending} busyLabel="Saving…">
        Mark shipped
      </SubmitButton>
    </form>
  );
}
