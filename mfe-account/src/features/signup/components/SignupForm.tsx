import { PASSWORD_SPECIALS, validateSignup, type SignupInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { AccountForm, fieldProps } from '../../../components/AccountForm';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { useSignup } from '../hooks/useSignup';

const EMPTY: SignupInput = { username: '', email: '', password: '' };
const ORDER = ['username', 'email', 'password'] as const;
export const PASSWORD_HINT = `At least 6 characters, with an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`;

export function SignupForm() {
  const form = useFormFields(EMPTY, validateSignup, ORDER);
  const { pending, submit } = useSignup();

  return (
    <AccountForm
      form={form}
      pending={pending}
      onValid={submit}
      submitLabel="Create account"
      pendingLabel="Creating account…"
    >
      <TextField
        label="Username"
        {...fieldProps(form, 'username')}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <EmailField {...fieldProps(form, 'email')} autoComplete="email" />
      <PasswordField
        label="Password"
        {...fieldProps(form, 'password')}
        hint={PASSWORD_HINT}
        autoComplete="new-password"
        required
      />
    </AccountForm>
  );
}
