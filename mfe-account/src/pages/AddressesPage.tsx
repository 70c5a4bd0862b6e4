import { ROUTES } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { Navigate } from 'shared-contracts/router';
import { AccountCard, AccountSwitch } from '../components/AccountCard';
import { AddressBook } from '../features/addresses/components/AddressBook';
import '../styles/account.css';

/** My addresses (/account/addresses): signed-in shoppers only; /login when signed out. */
export default function AddressesPage() {
  const { user, loading } = useAuth();
  if (!loading && !user) return <Navigate to={ROUTES.login} replace />;
  return (
    <AccountCard titleId="account-addresses-title" title="My addresses">
      {user ? <AddressBook /> : <p role="status">Loading your account…</p>}
      <AccountSwitch question="Back to" to={ROUTES.account}>
        My account
      </AccountSwitch>
    </AccountCard>
  );
}
