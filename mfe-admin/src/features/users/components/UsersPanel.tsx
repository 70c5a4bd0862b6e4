import { useCallback, useRef } from 'react';
import type { AdminUsersResponse } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAdminApi } from '../../../api/useAdminApi';
import { AdminListPanel } from '../../../components/AdminListPanel';
import { AdminTable } from '../../../components/AdminTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useResource } from '../../../hooks/useResource';
import { useDeleteUser } from '../hooks/useDeleteUser';
import { USER_COLUMNS, UserRow } from './UserRow';

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

  const users = state.status === 'ready' ? state.data.users : null;
  return (
    <AdminListPanel title="Users" headingLevel={headingLevel} headingRef={heading}>
      <AdminTable
        what="users"
        state={state}
        onRetry={reload}
        caption={users?.length === 1 ? '1 user' : `${users?.length ?? 0} users`}
        columns={USER_COLUMNS}
        rowCount={users?.length ?? null}
        emptyText="No users yet."
      >
        {users?.map((row) => (
          <UserRow
            key={row.uid}
            user={row}
            self={row.uid === user?.uid}
            onDelete={(target, trigger) => {
              opener.current = trigger;
              deletion.ask(target);
            }}
          />
        ))}
      </AdminTable>
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
    </AdminListPanel>
  );
}
