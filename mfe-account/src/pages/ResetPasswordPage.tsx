import { ROUTES } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { useEmailVerification } from '../features/email-verification/hooks/useEmailVerification';
import { ResetPasswordForm } from '../features/password-reset/components/ResetPasswordForm';
import { useResetLink } from '../features/password-reset/hooks/useResetLink';
import '../styles/account.css';

/**
 * Where the reset e-mail's link lands: `?mode=resetPassword&oobCode=…` (Firebase's action link).
 * Firebase gives a project one action URL for all its e-mails, so verification links
 * (`mode=verifyEmail`) land here too and are applied.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (mode === 'verifyEmail' && code) return <EmailVerification code={code} />;
  return <PasswordReset mode={mode} code={code} />;
}

function EmailVerification({ code }: { code: string }) {
  const { state, retry } = useEmailVerification(code);
  return (
    <AccountCard titleId="account-verify-title" title="Verify your email">
      {state.status === 'verifying' ? (
        <p className="account-lead" role="status">
          Verifying your email…
        </p>
      ) : (
        <>
          <p className="account-note" role="alert">
            {state.message}
          </p>
          {state.status === 'failed' ? (
            <button type="button" className="account-button" onClick={retry}>
              Try again
            </button>
          ) : (
            <AccountSwitch question="Verified already?" to={ROUTES.login}>
              Log in
            </AccountSwitch>
          )}
        </>
      )}
    </AccountCard>
  );
}

function PasswordReset({ mode, code }: { mode: string | null; code: string | null }) {
  const { state, retry, refuse } = useResetLink(mode, code);

  return (
    <AccountCard titleId="account-reset-title" title="Choose a new password">
      {state.status === 'checking' && (
        <p className="account-lead" role="status">
          Checking your link…
        </p>
      )}
      {state.status === 'valid' && code && (
        <>
          <p className="account-lead">
            For the account <strong>{state.email}</strong>.
          </p>
          <ResetPasswordForm code={code} email={state.email} onLinkRefused={refuse} />
        </>
      )}
      {state.status === 'refused' && (
        <>
          <p className="account-note" role="alert">
            {state.message}
          </p>
          <AccountSwitch question="Need another link?" to={ROUTES.forgotPassword}>
            Ask for a new link
          </AccountSwitch>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <p className="account-note" role="alert">
            {state.message}
          </p>
          <button type="button" className="account-button" onClick={retry}>
            Try again
          </button>
        </>
      )}
    </AccountCard>
  );
}
