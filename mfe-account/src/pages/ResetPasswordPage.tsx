import { ROUTES } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { ResetPasswordForm } from '../features/password-reset/components/ResetPasswordForm';
import { useResetLink } from '../features/password-reset/hooks/useResetLink';
import '../styles/account.css';

/** Where the reset e-mail's link lands: `?mode=resetPassword&oobCode=…` (Firebase's action link). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const { state, retry, refuse } = useResetLink(params.get('mode'), code);

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
