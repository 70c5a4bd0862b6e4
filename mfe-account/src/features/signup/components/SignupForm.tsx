import { validateSignup, type SignupInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { AccountForm, fieldProps } from '../../../components/AccountForm';
import { EmailField } from '../../../components/EmailField';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { useSignup } from '../hooks/useSignup';

const EMPTY: SignupInput = { username: '', email: '', password: '' };
const ORDER = ['username', 'email', 'password'] as const;

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
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
        required
      />
    </AccountForm>
  );
}
