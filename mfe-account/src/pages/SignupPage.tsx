import { Link } from 'shared-contracts/router';
import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { SignedInNote } from '../features/signup/components/SignedInNote';
import { SignupForm } from '../features/signup/components/SignupForm';
import '../styles/account.css';

export default function SignupPage() {
  const { user } = useAuth();
  return (
    <section className="account-page" aria-labelledby="account-signup-title">
      <div className="account-card">
        <h1 id="account-signup-title" className="account-title">
          Sign up
        </h1>
        {user ? (
          <SignedInNote name={user.displayName ?? user.email} />
        ) : (
          <>
            <p className="account-lead">Create an account to check out and keep your cart on every device.</p>
            <SignupForm />
            <p className="account-switch">
              Already have an account?{' '}
              <Link className="account-link" to={ROUTES.login}>
                Log in
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
