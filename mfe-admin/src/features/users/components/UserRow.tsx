import type { UserRecord } from 'shared-contracts';
import type { AdminColumn } from '../../../components/AdminTable';

/** The user table's header, in UserRow's order. */
export const USER_COLUMNS: readonly AdminColumn[] = ['Name', 'Email', 'Role', 'Verified', { hidden: 'Actions' }];

export interface UserRowProps {
  user: UserRecord;
  /** The signed-in admin's own row: it cannot be deleted. */
  self: boolean;
  onDelete: (user: UserRecord, trigger: HTMLButtonElement) => void;
}

/** Display name, email, role, verified and a Delete action. */
export function UserRow({ user, self, onDelete }: UserRowProps) {
  const name = user.displayName || user.email || user.uid;
  return (
    <tr>
      <th scope="row">
        {name}
        {self && <span className="adm-tag">you</span>}
      </th>
      <td className="adm-table__email">{user.email}</td>
      <td>{user.role}</td>
      <td>{user.emailVerified ? 'Yes' : 'No'}</td>
      <td>
        <button
          type="button"
          className="adm-button adm-button--danger adm-button--small"
          aria-label={`Delete ${name}`}
          disabled={self}
          title={self ? 'You cannot delete your own account.' : undefined}
          onClick={(event) => onDelete(user, event.currentTarget)}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
