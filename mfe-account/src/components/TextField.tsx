import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field in place of the hint; marks the input invalid. */
  error?: string | undefined;
  /** Help shown under the field while there is no error. */
  hint?: string | undefined;
  /** Rendered inside the input's frame after it (e.g. a show/hide button). */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with one message line under it: the error when there is one, else the hint.
 * The line is always in the layout (it reserves its height), so an error appearing does not push
 * the rest of the form down.
 */
export function TextField({
  label,
  name,
  value,
  onValueChange,
  error,
  hint,
  endAdornment,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;
  const message = error || hint;

  return (
    <div
      className={['account-field', error ? 'account-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <label className="account-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="account-field__control">
        <input
          {...input}
          ref={ref}
          id={inputId}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className="account-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {endAdornment}
      </div>
      <p
        id={messageId}
        className={error ? 'account-field__message account-field__message--error' : 'account-field__message'}
      >
        {message}
      </p>
    </div>
  );
}
