import { ROUTES } from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { LoginForm } from '../features/login/components/LoginForm';
import '../styles/account.css';

export default function LoginPage() {
  return (
    <AccountCard titleId="account-login-title" title="Log in">
      <p className="account-lead">Welcome back. Log in with the email you signed up with.</p>
      <LoginForm />
      <p className="account-forgot">
        <Link className="account-link" to={ROUTES.forgotPassword}>
          Forgot password?
        </Link>
      </p>
      <AccountSwitch question="New here?" to={ROUTES.signup}>
        Create an account
      </AccountSwitch>
    </AccountCard>
  );
}
