/** Typed repositories on top of any adapter's DocumentStore (the same code for SQLite and Firestore). */
import type { Role, UserRecord } from 'shared-contracts';
import type { AdminsRepository, DocumentStore, UserCounts, UserPatch, UsersRepository } from './port';
import { fromAdminRecord, fromUserRecord, toAdminRecord, toUserRecord } from './records';

export function createUsersRepository(
  docs: DocumentStore,
  overrides: { counts?: () => Promise<UserCounts> } = {},
): UsersRepository {
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
    async list() {
      const all = await docs.list('users');
      return all.map(({ id, data }) => toUserRecord(id, data));
    },
    delete: (uid) => docs.delete('users', uid),
    setRole: (uid: string, role: Role) => update(uid, { role }),
    async counts() {
      if (overrides.counts) return overrides.counts();
      const all = await docs.list('users');
      const admins = all.filter(({ id, data }) => toUserRecord(id, data).role === 'Admin').length;
      return { total: all.length, admins, regular: all.length - admins };
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
