import type { ReactNode } from 'react';
import { hasErrors } from 'shared-contracts';
import type { FormFields } from 'shared-contracts/forms';
import { FormStatus } from './FormStatus';
import { SubmitButton } from './SubmitButton';
import type { TextFieldProps } from './TextField';

/** The form-level message read out when a submit is refused for invalid fields. */
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

type TextValues<T> = { [K in keyof T]: string };

export interface AccountFormProps<T extends TextValues<T>> {
  /** The form's values and validation (useFormFields). */
  form: FormFields<T>;
  pending: boolean;
  /** Gets valid values only; not called while `pending`. */
  onValid: (values: T) => unknown;
  submitLabel: string;
  /** The button's text and the status read out while the form is being sent, e.g. "Logging in…". */
  pendingLabel: string;
  /** While set, the form cannot be sent yet; the button says when it can (SubmitButton). */
  waitLabel?: string | undefined;
  /** The fields, bound with fieldProps. */
  children: ReactNode;
}

/**
 * An account form: its fields, then the form-level live regions and the submit button. An invalid
 * submit keeps the values and focuses the first invalid field; a valid one goes to `onValid`.
 */
export function AccountForm<T extends TextValues<T>>({
  form,
  pending,
  onValid,
  submitLabel,
  pendingLabel,
  waitLabel,
  children,
}: AccountFormProps<T>) {
  const handleSubmit = form.submitHandler({
    pending: pending || waitLabel !== undefined,
    onValid: (values) => void onValid(values),
  });
  return (
    <form className="account-form" noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      {children}
      <FormStatus
        error={hasErrors(form.errors) ? FIX_FIELDS_MESSAGE : undefined}
        busy={pending ? pendingLabel : undefined}
      />
      <SubmitButton pending={pending} pendingLabel={pendingLabel} waitLabel={waitLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** The props that tie a TextField (or PasswordField) to the field `name` of `form`. */
export function fieldProps<T extends TextValues<T>>(
  form: FormFields<T>,
  name: keyof T & string,
): Pick<TextFieldProps, 'name' | 'value' | 'error' | 'onValueChange'> {
  return {
    name,
    value: form.values[name],
    error: form.errors[name],
    onValueChange: (value) => form.setValue(name, value),
  };
}
