import { hasErrors, validateLogin, type LoginInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { FormStatus } from '../../../components/FormStatus';
import { FIX_FIELDS_MESSAGE } from '../../../components/forms';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useLogin } from '../hooks/useLogin';

const EMPTY: LoginInput = { email: '', password: '' };
const ORDER = ['email', 'password'] as const;
const PENDING_LABEL = 'Logging in…';

/** Usable while auth is still loading: signing in does not depend on the first auth status. */
export function LoginForm() {
  const { values, errors, setValue, submitHandler } = useFormFields(EMPTY, validateLogin, ORDER);
  const { pending, submit } = useLogin();

  const handleSubmit = submitHandler({ pending, onValid: (valid) => void submit(valid) });

  return (
    <form className="account-form" noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        value={values.email}
        onValueChange={(value) => setValue('email', value)}
        error={errors.email}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        value={values.password}
        onValueChange={(value) => setValue('password', value)}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <FormStatus
        error={hasErrors(errors) ? FIX_FIELDS_MESSAGE : undefined}
        busy={pending ? PENDING_LABEL : undefined}
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABEL}>
        Log in
      </SubmitButton>
    </form>
  );
}
