import { validateLogin, type LoginInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { AccountForm, fieldProps } from '../../../components/AccountForm';
import { EmailField } from '../../../components/EmailField';
import { PasswordField } from '../../../components/PasswordField';
import { useLogin } from '../hooks/useLogin';

const EMPTY: LoginInput = { email: '', password: '' };
const ORDER = ['email', 'password'] as const;

/** Usable while auth is still loading: signing in does not depend on the first auth status. */
export function LoginForm() {
  const form = useFormFields(EMPTY, validateLogin, ORDER);
  const { pending, submit } = useLogin();

  return (
    <AccountForm form={form} pending={pending} onValid={submit} submitLabel="Log in" pendingLabel="Logging in…">
      <EmailField {...fieldProps(form, 'email')} autoComplete="username" />
      <PasswordField label="Password" {...fieldProps(form, 'password')} autoComplete="current-password" required />
    </AccountForm>
  );
}
