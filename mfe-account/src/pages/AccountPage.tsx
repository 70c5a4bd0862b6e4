import { useState } from 'react';
import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { Link, Navigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { AccountCard } from '../components/AccountCard';
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm';
import { DeleteAccount } from '../features/account/components/DeleteAccount';
import { errorMessage } from '../lib/errors';
import '../styles/account.css';

export const VERIFICATION_SENT = 'We sent you a new verification e-mail.';

/** My account (/account): signed-in shoppers only; /login when signed out. */
export default function AccountPage() {
  const { user, loading, resendVerificationEmail } = useAuth();
  const [sending, setSending] = useState(false);
  if (!loading && !user) return <Navigate to={ROUTES.login} replace />;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      showToast('success', VERIFICATION_SENT);
    } catch (error) {
      showToast('error', errorMessage(error) || 'Could not send the e-mail. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountCard titleId="account-title" title="My account">
      {user ? (
        <dl className="account-profile">
          <dt>Name</dt>
          <dd>{user.displayName || '—'}</dd>
          <dt>E-mail</dt>
          <dd>
            {user.email}{' '}
            <span className="account-badge" data-testid="email-state">
              {user.emailVerified ? 'Verified' : 'Not verified'}
            </span>
            {user.emailVerified ? null : (
              <button type="button" className="account-link-button" disabled={sending} onClick={() => void resend()}>
                Resend verification e-mail
              </button>
            )}
          </dd>
        </dl>
      ) : (
        <p role="status">Loading your account…</p>
      )}
      <nav aria-label="Your account" className="account-section">
        <ul className="account-links">
          <li>
            <Link className="account-link" to={ROUTES.accountAddresses}>
              My addresses
            </Link>
          </li>
          <li>
            <Link className="account-link" to={ROUTES.orders}>
              My orders
            </Link>
          </li>
        </ul>
      </nav>
      {user ? (
        <>
          <ChangePasswordForm />
          <DeleteAccount />
        </>
      ) : null}
    </AccountCard>
  );
}
