import type { UserRecord } from 'shared-contracts';

export interface UsersTableProps {
  users: UserRecord[];
  /** The signed-in admin: their own row cannot be deleted. */
  selfUid: string | null;
  onDelete: (user: UserRecord, trigger: HTMLButtonElement) => void;
}

/** Display name, email, role, verified and a Delete action per user; scrolls sideways on a phone. */
export function UsersTable({ users, selfUid, onDelete }: UsersTableProps) {
  return (
    <div className="adm-table-scroll" role="region" aria-labelledby="adm-users-caption" tabIndex={0}>
      <table className="adm-table">
        <caption id="adm-users-caption" className="adm-table__caption">
          {users.length === 1 ? '1 user' : `${users.length} users`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Verified</th>
            <th scope="col">
              <span className="adm-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const self = user.uid === selfUid;
            const name = user.displayName || user.email || user.uid;
            return (
              <tr key={user.uid}>
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
          })}
        </tbody>
      </table>
    </div>
  );
}
