/** Contract of the typed users/admins repositories on each adapter (counts are adapter-specific). */
import type { AdminRecord, UserRecord } from 'shared-contracts';
import type { ContractContext } from './contract-context';

const asha: UserRecord = {
  uid: 'u-asha',
  displayName: 'Asha',
  email: 'asha@example.com',
  emailVerified: false,
  role: 'User',
};
const bilal: UserRecord = {
  uid: 'u-bilal',
  displayName: 'Bilal',
  email: 'bilal@example.com',
  emailVerified: true,
  role: 'User',
};

export function repositoryContract({ current }: ContractContext): void {
  describe('repositories', () => {
    it('users: create once, update, setRole, counts, list in creation order, delete', async () => {
      const { users } = current().storage;
      expect(await users.get(bilal.uid)).toBeNull();
      expect(await users.counts()).toEqual({ total: 0, admins: 0, regular: 0 });
      await users.create(bilal);
      expect(await users.create(asha)).toEqual(asha);
      expect(await users.create({ ...asha, role: 'Admin', displayName: 'Mallory' })).toEqual(asha);

      expect(await users.update(asha.uid, { displayName: 'Asha K', emailVerified: true })).toEqual({
        ...asha,
        displayName: 'Asha K',
        emailVerified: true,
      });
      expect(await users.update('nobody', { displayName: 'x' })).toBeNull();
      expect(await users.setRole(bilal.uid, 'Admin')).toEqual({ ...bilal, role: 'Admin' });
      expect(await users.setRole('nobody', 'Admin')).toBeNull();
      expect(await users.get('nobody')).toBeNull();
      expect(await users.counts()).toEqual({ total: 2, admins: 1, regular: 1 });
      expect((await users.page({ limit: 10 })).users.map(({ uid }) => uid)).toEqual([asha.uid, bilal.uid]);

      expect(await users.delete(bilal.uid)).toBe(true);
      expect(await users.delete(bilal.uid)).toBe(false);
      expect((await users.page({ limit: 10 })).users).toEqual([
        { ...asha, displayName: 'Asha K', emailVerified: true },
      ]);
      expect(await users.counts()).toEqual({ total: 1, admins: 0, regular: 1 });
    });

    it('users: paged in uid order, each page saying where the next starts, the last none', async () => {
      const { users } = current().storage;
      const uids = ['u-e', 'u-a', 'u-d', 'u-c', 'u-b'];
      for (const uid of uids) await users.create({ ...asha, uid, email: `${uid}@example.com` });
      const first = await users.page({ limit: 2 });
      expect(first).toMatchObject({ users: [{ uid: 'u-a' }, { uid: 'u-b' }], next: 'u-b' });
      const second = await users.page({ after: 'u-b', limit: 2 });
      expect(second).toMatchObject({ users: [{ uid: 'u-c' }, { uid: 'u-d' }], next: 'u-d' });
      expect(await users.page({ after: 'u-d', limit: 2 })).toMatchObject({ users: [{ uid: 'u-e' }], next: null });
      expect(await users.page({ after: 'u-b', limit: 3 })).toMatchObject({ next: null });
    });

    it("users: a stored record without a role reads, and counts, as role 'User'", async () => {
      const { docs, users } = current().storage;
      await docs.put('users', 'legacy', { displayName: 'Old', email: 'old@example.com', emailVerified: true });
      await docs.put('users', 'boss', { displayName: 'Boss', email: 'boss@example.com', role: 'Admin' });
      expect(await users.get('legacy')).toEqual({
        uid: 'legacy',
        displayName: 'Old',
        email: 'old@example.com',
        emailVerified: true,
        role: 'User',
      });
      expect(await users.counts()).toEqual({ total: 2, admins: 1, regular: 1 });
    });

    it('admins: put and get', async () => {
      const { admins } = current().storage;
      const record: AdminRecord = {
        id: 'u-bilal',
        name: 'Bilal',
        email: 'bilal@example.com',
        role: 'Admin',
        linkedCollections: ['users', 'products', 'carts'],
      };
      expect(await admins.get(record.id)).toBeNull();
      await admins.put(record);
      expect(await admins.get(record.id)).toEqual(record);
    });

    it('two instances on the same data see each other (server and grant-admin CLI at once)', async () => {
      const { storage, openAnother } = current();
      const cli = await openAnother();
      await storage.users.create(asha);
      await cli.users.setRole(asha.uid, 'Admin');
      expect((await storage.users.get(asha.uid))?.role).toBe('Admin');
      await cli.close();
      await cli.close(); // closing twice is harmless
      expect(await storage.users.counts()).toEqual({ total: 1, admins: 1, regular: 0 });
    });
  });
}
