import { validateNewPassword, type NewPasswordInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { AccountForm, fieldProps } from '../../../components/AccountForm';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/PasswordField';
import { useResetPassword } from '../hooks/useResetPassword';

const EMPTY: NewPasswordInput = { password: '' };
const ORDER = ['password'] as const;

export interface ResetPasswordFormProps {
  /** The reset link's code. */
  code: string;
  /** The account it resets, for password managers to store the new password under. */
  email: string;
  onLinkRefused: (message: string) => void;
}

/** The new password, held to the signup rule before anything is sent. */
export function ResetPasswordForm({ code, email, onLinkRefused }: ResetPasswordFormProps) {
  const form = useFormFields(EMPTY, validateNewPassword, ORDER);
  const { pending, submit } = useResetPassword(code, onLinkRefused);

  return (
    <AccountForm
      form={form}
      pending={pending}
      onValid={submit}
      submitLabel="Change password"
      pendingLabel="Changing password…"
    >
      <input type="hidden" name="username" autoComplete="username" value={email} />
      <PasswordField
        label="New password"
        {...fieldProps(form, 'password')}
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
        required
      />
    </AccountForm>
  );
}
