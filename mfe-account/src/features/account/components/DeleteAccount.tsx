import { useEffect, useRef, useState } from 'react';
import { deleteMyAccount, ROUTES } from 'shared-contracts';
import { useApi, useAuth } from 'shared-contracts/react';
import { useNavigate } from 'shared-contracts/router';
import { showToast } from 'shared-contracts/toast';
import { errorMessage } from '../../../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';

export const ACCOUNT_DELETED = 'Your account is deleted.';

/** "Delete my account" with a confirmation; afterwards the session ends and the shopper is home. */
export function DeleteAccount() {
  const api = useApi();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  // Focus goes back to the opener once the dialog has left the page (the commit that closed it).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);

  const onConfirm = async () => {
    setPending(true);
    setError('');
    try {
      await deleteMyAccount(api);
    } catch (failure) {
      setPending(false);
      setError(errorMessage(failure) || 'Could not delete your account. Please try again.');
      return;
    }
    await logout().catch(() => undefined);
    showToast('success', ACCOUNT_DELETED);
    void navigate(ROUTES.home, { replace: true });
  };

  return (
    <section className="account-section" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title" className="account-subtitle">
        Delete my account
      </h2>
      <p className="account-lead">
        Your sign-in, cart, wishlist and saved addresses are removed. Your orders and their invoices stay, as the law
        requires, with only the name and billing address an invoice needs.
      </p>
      <button
        ref={opener}
        type="button"
        className="account-button account-button--danger"
        onClick={() => setOpen(true)}
      >
        Delete my account
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Yes, delete my account"
          pending={pending}
          pendingLabel="Deleting…"
          onConfirm={() => void onConfirm()}
          onCancel={close}
        >
          <p>This cannot be undone.</p>
          {error ? (
            <p className="account-error" role="alert">
              {error}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
