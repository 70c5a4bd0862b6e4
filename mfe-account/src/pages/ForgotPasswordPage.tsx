import { ROUTES } from 'shared-contracts';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { ForgotPasswordForm } from '../features/password-reset/components/ForgotPasswordForm';
import '../styles/account.css';

export default function ForgotPasswordPage() {
  return (
    <AccountCard titleId="account-forgot-title" title="Forgot password">
      <p className="account-lead">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <AccountSwitch question="Remembered it?" to={ROUTES.login}>
        Log in
      </AccountSwitch>
    </AccountCard>
  );
}
