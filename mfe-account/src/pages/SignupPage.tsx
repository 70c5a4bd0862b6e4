import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { SignedInNote } from '../features/signup/components/SignedInNote';
import { SignupForm } from '../features/signup/components/SignupForm';
import '../styles/account.css';

export default function SignupPage() {
  const { user } = useAuth();
  return (
    <AccountCard titleId="account-signup-title" title="Sign up">
      {user ? (
        <SignedInNote name={user.displayName ?? user.email} />
      ) : (
        <>
          <p className="account-lead">Create an account to check out and keep your cart on every device.</p>
          <SignupForm />
          <AccountSwitch question="Already have an account?" to={ROUTES.login}>
            Log in
          </AccountSwitch>
        </>
      )}
    </AccountCard>
  );
}
