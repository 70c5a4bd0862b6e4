import { useCallback, useRef } from 'react';
import type { AdminUsersResponse } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAdminApi } from '../../../api/useAdminApi';
import { LoadError } from '../../../components/LoadError';
import { useResource } from '../../../hooks/useResource';
import { useDeleteUser } from '../hooks/useDeleteUser';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { UsersTable } from './UsersTable';
import { LoadingStatus } from '../../../components/LoadingStatus';

export interface UsersPanelProps {
  /** 1 on the Users page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/** Every user with a Delete action (confirmation first); the Users page and the dashboard's Users tab. */
export function UsersPanel({ headingLevel }: UsersPanelProps) {
  const api = useAdminApi();
  const { user } = useAuth();
  const { state, reload, update } = useResource(api.users);
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const removeRow = useCallback(
    (uid: string) => update((data: AdminUsersResponse) => ({ users: data.users.filter((u) => u.uid !== uid) })),
    [update],
  );
  const deletion = useDeleteUser(removeRow);

  // Focus goes back to the Delete button that opened the dialog, or to the heading once its row is gone.
  const restoreFocus = () => {
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : heading.current)?.focus());
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="adm-users" aria-labelledby="adm-users-title">
      <Heading id="adm-users-title" ref={heading} tabIndex={-1} className={headingLevel === 1 ? 'adm-title' : 'adm-heading'}>
        Users
      </Heading>
      {state.status === 'loading' && <LoadingStatus>Loading users…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the users" message={state.message} onRetry={reload} />}
      {state.status === 'ready' && state.data.users.length === 0 && <p className="adm-status">No users yet.</p>}
      {state.status === 'ready' && state.data.users.length > 0 && (
        <UsersTable
          users={state.data.users}
          selfUid={user?.uid ?? null}
          onDelete={(target, trigger) => {
            opener.current = trigger;
            deletion.ask(target);
          }}
        />
      )}
      {deletion.confirming && (
        <ConfirmDialog
          title={`Delete ${deletion.confirming.displayName || deletion.confirming.email}?`}
          message="This removes their sign-in account, their saved cart and their wishlist. It cannot be undone."
          confirmLabel="Delete user"
          pendingLabel="Deleting…"
          pending={deletion.pending}
          onCancel={() => {
            deletion.cancel();
            restoreFocus();
          }}
          onConfirm={() => void deletion.confirm().then(restoreFocus)}
        />
      )}
    </section>
  );
}
