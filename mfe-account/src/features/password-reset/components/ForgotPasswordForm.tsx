import { validatePasswordResetRequest, type PasswordResetRequestInput } from 'shared-contracts';
import { useFormFields } from 'shared-contracts/forms';
import { AccountForm, fieldProps } from '../../../components/AccountForm';
import { EmailField } from '../../../components/EmailField';
import { usePasswordResetRequest } from '../hooks/usePasswordResetRequest';

const EMPTY: PasswordResetRequestInput = { email: '' };
const ORDER = ['email'] as const;

/** The e-mail to send a reset link to; the button waits a minute between sends to one address. */
export function ForgotPasswordForm() {
  const form = useFormFields(EMPTY, validatePasswordResetRequest, ORDER);
  const { pending, notice, secondsLeft, submit } = usePasswordResetRequest();
  const wait = secondsLeft(form.values.email);

  return (
    <AccountForm
      form={form}
      pending={pending}
      onValid={submit}
      submitLabel="Send reset link"
      pendingLabel="Sending…"
      waitLabel={wait > 0 ? `Send again in ${wait} s` : undefined}
    >
      <EmailField {...fieldProps(form, 'email')} autoComplete="email" />
      {/* Always in the page, so the notice is read out when it appears. */}
      <p role="status" className="account-notice">
        {notice}
      </p>
    </AccountForm>
  );
}
