/**
 * The seller's GST facts: each field checked as it will be on the server (checkGstSettings, whose
 * GSTIN messages say which part is wrong), shown beside it after the first Save; the server's own
 * refusal is shown the same way.
 */
import type { ReactElement } from 'react';
import type { FieldErrors } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { GST_STATES, checkGstSettings, type GstSettings } from 'shared-contracts/gst';
import { SubmitButton } from '../../../components/SubmitButton';

interface Field {
  name: keyof GstSettings;
  label: string;
  hint?: string;
  kind: 'text' | 'address' | 'state';
  autoComplete?: string;
}

const FIELDS: Field[] = [
  { name: 'legalName', label: 'Legal name', hint: 'As registered for GST, not the shop’s brand.', kind: 'text' },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters, e.g. 27AAPFU0939F1ZV.', kind: 'text' },
  { name: 'address', label: 'Registered address', kind: 'address' },
  { name: 'stateCode', label: 'State', hint: 'Where the GSTIN is registered.', kind: 'state' },
  { name: 'invoicePrefix', label: 'Invoice prefix', hint: 'Invoices are numbered PREFIX/26-27/000001.', kind: 'text' },
  { name: 'creditNotePrefix', label: 'Credit note prefix', hint: 'A series of its own, e.g. LKC.', kind: 'text' },
];
const ORDER = FIELDS.map((field) => field.name);

export const EMPTY_GST_SETTINGS: GstSettings = {
  legalName: '',
  gstin: '',
  address: '',
  stateCode: '',
  invoicePrefix: '',
  creditNotePrefix: '',
};

const validate = (values: GstSettings): FieldErrors<GstSettings> => {
  const checked = checkGstSettings(values);
  return checked.ok ? {} : checked.errors;
};

export interface GstSettingsFormProps {
  initial: GstSettings;
  saving: boolean;
  /** The server's problems with the last Save, by field. */
  serverErrors: FieldErrors<GstSettings>;
  onSave: (settings: GstSettings) => void;
}

export function GstSettingsForm({ initial, saving, serverErrors, onSave }: GstSettingsFormProps): ReactElement {
  const { values, errors, setValue, submitHandler } = useFormFields(initial, validate, ORDER);
  const submit = submitHandler({ pending: saving, onValid: (settings) => onSave(checkedOrAsIs(settings)) });
  return (
    <form className="adm-settings" aria-label="GST settings" onSubmit={submit} noValidate>
      {FIELDS.map((field) => {
        const id = `adm-gst-${field.name}`;
        const error = errors[field.name] ?? serverErrors[field.name];
        const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
        const common = {
          id,
          name: field.name,
          value: values[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        };
        return (
          <div className="adm-field" key={field.name}>
            <label htmlFor={id}>{field.label}</label>
            {field.kind === 'address' ? (
              <textarea {...common} rows={3} onChange={(event) => setValue(field.name, event.target.value)} />
            ) : field.kind === 'state' ? (
              <select {...common} onChange={(event) => setValue(field.name, event.target.value)}>
                <option value="">Choose a state or union territory</option>
                {GST_STATES.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name} ({state.code})
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" onChange={(event) => setValue(field.name, event.target.value)} />
            )}
            {field.hint && (
              <p id={`${id}-hint`} className="adm-muted">
                {field.hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="adm-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="adm-actions">
        <SubmitButton busy={saving} busyLabel="Saving…">
          Save settings
        </SubmitButton>
      </div>
    </form>
  );
}

/** The tidied settings (trimmed, capitals) the check gives back, so what is sent is what is shown after. */
function checkedOrAsIs(settings: GstSettings): GstSettings {
  const checked = checkGstSettings(settings);
  return checked.ok ? checked.settings : settings;
}
