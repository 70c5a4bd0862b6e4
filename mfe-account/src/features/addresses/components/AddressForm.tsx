import { useState, type FormEvent } from 'react';
import {
  ADDRESS_LABELS,
  ADDRESS_STATES,
  validateAddress,
  type AddressErrors,
  type AddressInput,
} from 'shared-contracts';
import { FormStatus } from '../../../components/FormStatus';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';

export const EMPTY_ADDRESS: AddressInput = {
  name: '',
  phone: '+91 ',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
  pincode: '',
};

const TEXT_FIELDS: ReadonlyArray<{
  field: Exclude<keyof AddressInput, 'state'>;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric';
}> = [
  { field: 'name', autoComplete: 'name' },
  { field: 'phone', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'line1', autoComplete: 'address-line1' },
  { field: 'line2', autoComplete: 'address-line2' },
  { field: 'landmark', autoComplete: 'off' },
  { field: 'city', autoComplete: 'address-level2' },
];

export interface AddressFormProps {
  title: string;
  initial: AddressInput;
  submitLabel: string;
  /** Resolves to a message when the server refused the address, undefined when it was saved. */
  onSave: (address: AddressInput) => Promise<string | undefined>;
  onCancel: () => void;
}

/** One address, checked with the server's own rules before it is sent. */
export function AddressForm({ title, initial, submitLabel, onSave, onCancel }: AddressFormProps) {
  const [address, setAddress] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [refused, setRefused] = useState('');
  const [pending, setPending] = useState(false);
  const set = (field: keyof AddressInput) => (value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(address);
    setErrors(found);
    setRefused('');
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const problem = await onSave(address);
    setPending(false);
    if (problem) setRefused(problem);
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form className="account-form" aria-label={title} noValidate onSubmit={onSubmit}>
      <h2 className="account-subtitle">{title}</h2>
      {TEXT_FIELDS.map(({ field, autoComplete, inputMode }) => (
        <TextField
          key={field}
          label={ADDRESS_LABELS[field]}
          name={field}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={address[field]}
          onValueChange={set(field)}
          error={errors[field]}
        />
      ))}
      <div className={`account-field${errors.state ? ' account-field--invalid' : ''}`}>
        <label className="account-field__label" htmlFor="address-state">
          {ADDRESS_LABELS.state}
        </label>
        <div className="account-field__control">
          <select
            id="address-state"
            name="state"
            className="account-field__input"
            value={address.state}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby="address-state-message"
            onChange={(event) => set('state')(event.target.value)}
          >
            <option value="">Choose…</option>
            {ADDRESS_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </div>
        <p
          id="address-state-message"
          className={errors.state ? 'account-field__message account-field__message--error' : 'account-field__message'}
        >
          {errors.state}
        </p>
      </div>
      <TextField
        label={ADDRESS_LABELS.pincode}
        name="pincode"
        autoComplete="postal-code"
        inputMode="numeric"
        value={address.pincode}
        onValueChange={set('pincode')}
        error={errors.pincode}
      />
      {refused ? <p className="account-error">{refused}</p> : null}
      <FormStatus
        error={refused || (hasErrors ? 'Please correct the highlighted fields.' : undefined)}
        busy={pending ? 'Saving address…' : undefined}
      />
      <div className="account-actions">
        <button type="button" className="account-button account-button--quiet" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
