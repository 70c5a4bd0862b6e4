import { useCallback, useRef } from 'react';
import type { AdminUsersResponse } from 'shared-contracts';
import { useAuth } from 'shared-contracts/react';
import { useAdminApi } from '../../../api/useAdminApi';
import { AdminListPanel } from '../../../components/AdminListPanel';
import { AdminTable } from '../../../components/AdminTable';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { appendNew, useLoadMore } from '../../../hooks/useLoadMore';
import { useResource } from '../../../hooks/useResource';
import { useDeleteUser } from '../hooks/useDeleteUser';
import { USER_COLUMNS, UserRow } from './UserRow';

export interface UsersPanelProps {
  /** 1 on the Users page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/**
 * Users a page at a time ("Load more users" adds the next), each with a Delete action (confirmation
 * first); the Users page and the dashboard's Users tab.
 */
export function UsersPanel({ headingLevel }: UsersPanelProps) {
  const api = useAdminApi();
  const { user } = useAuth();
  const { state, reload, update } = useResource(['users'], api.users);
  const opener = useRef<HTMLButtonElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const removeRow = useCallback(
    (uid: string) =>
      update((data: AdminUsersResponse) => ({ ...data, users: data.users.filter((u) => u.uid !== uid) })),
    [update],
  );
  const appendPage = useCallback(
    (page: AdminUsersResponse) =>
      update((data) => ({ users: appendNew(data.users, page.users, (u) => u.uid), next: page.next })),
    [update],
  );
  const more = useLoadMore(api.users, appendPage, 'Could not load more users.');
  const deletion = useDeleteUser(removeRow);

  // Focus goes back to the Delete button that opened the dialog, or to the heading once its row is gone.
  const restoreFocus = () => {
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : heading.current)?.focus());
  };

  const users = state.status === 'ready' ? state.data.users : null;
  const next = state.status === 'ready' ? state.data.next : null;
  const shown = users?.length === 1 ? '1 user' : `${users?.length ?? 0} users`;
  return (
    <AdminListPanel title="Users" headingLevel={headingLevel} headingRef={heading}>
      <AdminTable
        what="users"
        state={state}
        onRetry={reload}
        caption={next ? `${shown} shown; more to load` : shown}
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
      <LoadMoreButton next={next} more={more} what="users" />
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
