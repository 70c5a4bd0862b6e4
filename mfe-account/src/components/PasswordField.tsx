import { useState } from 'react';
import { PASSWORD_SPECIALS } from 'shared-contracts';
import { TextField, type TextFieldProps } from './TextField';

/** The hint under a field that sets a password: the spec's rule in plain words. */
export const NEW_PASSWORD_HINT = `At least 6 characters, with an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

/** A password input with a Show/Hide button; the button's name says what it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button type="button" className="account-field__toggle" onClick={() => setVisible((shown) => !shown)}>
          {visible ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      }
    />
  );
}
