import { PASSWORD_SPECIALS, hasErrors, validateSignup, type SignupInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { FormStatus } from '../../../components/FormStatus';
import { FIX_FIELDS_MESSAGE } from '../../../components/forms';
import { PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { useSignup } from '../hooks/useSignup';

const EMPTY: SignupInput = { username: '', email: '', password: '' };
const ORDER = ['username', 'email', 'password'] as const;
const PENDING_LABEL = 'Creating account…';
export const PASSWORD_HINT = `At least 6 characters, with an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`;

export function SignupForm() {
  const { values, errors, setValue, submitHandler } = useFormFields(EMPTY, validateSignup, ORDER);
  const { pending, submit } = useSignup();

  const handleSubmit = submitHandler({ pending, onValid: (valid) => void submit(valid) });

  return (
    <form className="account-form" noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <TextField
        label="Username"
        name="username"
        value={values.username}
        onValueChange={(value) => setValue('username', value)}
        error={errors.username}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        value={values.email}
        onValueChange={(value) => setValue('email', value)}
        error={errors.email}
        autoComplete="email"
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
        hint={PASSWORD_HINT}
        autoComplete="new-password"
        required
      />
      <FormStatus
        error={hasErrors(errors) ? FIX_FIELDS_MESSAGE : undefined}
        busy={pending ? PENDING_LABEL : undefined}
      />
      <SubmitButton pending={pending} pendingLabel={PENDING_LABEL}>
        Create account
      </SubmitButton>
    </form>
  );
}
