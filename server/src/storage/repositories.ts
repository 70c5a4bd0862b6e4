/** Typed repositories on top of any adapter's DocumentStore (the same code for SQLite and Firestore). */
import type { Role, UserRecord } from 'shared-contracts';
import type { AdminsRepository, DocumentStore, UserPatch, UsersRepository } from './port';
import { fromAdminRecord, fromUserRecord, toAdminRecord, toUserRecord } from './records';

export function createUsersRepository(docs: DocumentStore): UsersRepository {
  const update = async (uid: string, patch: UserPatch): Promise<UserRecord | null> => {
    const stored = await docs.mutate('users', uid, (current) => {
      if (!current) return undefined;
      return fromUserRecord({ ...toUserRecord(uid, current), ...patch, uid });
    });
    return stored ? toUserRecord(uid, stored) : null;
  };

  return {
    async get(uid) {
      const data = await docs.get('users', uid);
      return data ? toUserRecord(uid, data) : null;
    },
    async create(record) {
      const stored = await docs.create('users', record.uid, fromUserRecord(record));
      return toUserRecord(record.uid, stored);
    },
    update,
    async page({ after, limit }) {
      // One more than asked: whether there is a next page, without a second query.
      const rows = await docs.scan('users', { after, limit: limit + 1 });
      const users = rows.slice(0, limit).map(({ id, data }) => toUserRecord(id, data));
      return { users, next: rows.length > limit ? (users[users.length - 1]?.uid ?? null) : null };
    },
    delete: (uid) => docs.delete('users', uid),
    setRole: (uid: string, role: Role) => update(uid, { role }),
    async counts() {
      // A missing role reads as 'User', so only admins are counted by their role.
      const [total, admins] = await Promise.all([docs.count('users'), docs.count('users', [['role', '==', 'Admin']])]);
      return { total, admins, regular: total - admins };
    },
  };
}

export function createAdminsRepository(docs: DocumentStore): AdminsRepository {
  return {
    async get(uid) {
      const data = await docs.get('admins', uid);
      return data ? toAdminRecord(uid, data) : null;
    },
    put: (record) => docs.put('admins', record.id, fromAdminRecord(record)),
  };
}
