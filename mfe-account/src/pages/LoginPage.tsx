import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { LoginForm } from '../features/login/components/LoginForm';
import '../styles/account.css';

export default function LoginPage() {
  return (
    <section className="account-page" aria-labelledby="account-login-title">
      <div className="account-card">
        <h1 id="account-login-title" className="account-title">
          Log in
        </h1>
        <p className="account-lead">Welcome back. Log in with the email you signed up with.</p>
        <LoginForm />
        <p className="account-switch">
          New here?{' '}
          <Link className="account-link" to={ROUTES.signup}>
            Create an account
          </Link>
        </p>
      </div>
    </section>
  );
}
