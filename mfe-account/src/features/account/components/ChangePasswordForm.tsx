import { useState, type FormEvent } from 'react';
import { validateNewPassword } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { showToast } from 'shared-contracts/toast';
import { FormStatus } from '../../../components/FormStatus';
import { NEW_PASSWORD_HINT, PasswordField } from '../../../components/PasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/errors';

export const PASSWORD_CHANGED = 'Your password is changed.';
const CURRENT_REQUIRED = 'Enter your current password.';

interface Errors {
  current?: string | undefined;
  next?: string | undefined;
  form?: string | undefined;
}

/** Current and new password; the new one follows the spec's rule, checked before anything is sent. */
export function ChangePasswordForm() {
  const { changePassword } = useAuth();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      current: current ? undefined : CURRENT_REQUIRED,
      next: validateNewPassword({ password: next }).password,
    };
    setErrors(found);
    if (found.current || found.next) return;
    setPending(true);
    try {
      const result = await changePassword({ currentPassword: current, newPassword: next });
      if (result.status === 'wrong-password') {
        setErrors({ current: result.message });
        return;
      }
      setCurrent('');
      setNext('');
      showToast('success', PASSWORD_CHANGED);
    } catch (error) {
      setErrors({ form: errorMessage(error) || 'Could not change your password. Please try again.' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="account-form" aria-labelledby="account-password-title" noValidate onSubmit={onSubmit}>
      <h2 id="account-password-title" className="account-subtitle">
        Change password
      </h2>
      <PasswordField
        label="Current password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        error={errors.current}
      />
      <PasswordField
        label="New password"
        name="newPassword"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        error={errors.next}
        hint={NEW_PASSWORD_HINT}
      />
      {errors.form ? <p className="account-error">{errors.form}</p> : null}
      <FormStatus
        error={errors.form ?? (errors.current || errors.next ? 'Please correct the highlighted fields.' : undefined)}
        busy={pending ? 'Changing password…' : undefined}
      />
      <SubmitButton pending={pending} pendingLabel="Changing password…">
        Change password
      </SubmitButton>
    </form>
  );
}
