import fs from 'node:fs';
import path from 'node:path';
import type { UserRecord } from 'shared-contracts';
import { makeTempDir } from '../test/temp-dir';
import type { StoragePort } from './port';
import Database from 'better-sqlite3';
import {
  DURABLE_COLLECTIONS,
  SQLITE_FILE_NAME,
  claimSqliteServer,
  commitDurably,
  configureConnection,
  openSqliteStorage,
} from './sqlite';

const alice: UserRecord = {
  uid: 'u-alice',
  displayName: 'Alice',
  email: 'alice@example.com',
  emailVerified: false,
  role: 'User',
};
const bob: UserRecord = {
  uid: 'u-bob',
  displayName: 'Bob',
  email: 'bob@example.com',
  emailVerified: true,
  role: 'User',
};

describe('SQLite storage adapter', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let storage: StoragePort;

  beforeEach(() => {
    temp = makeTempDir('sqlite-storage');
    storage = openSqliteStorage({ dataDir: path.join(temp.dir, 'nested', 'data') });
  });

  afterEach(async () => {
    await storage.close();
    temp.remove();
  });

  it('creates the data folder and a WAL-mode file named storefront.sqlite', () => {
    const file = path.join(temp.dir, 'nested', 'data', SQLITE_FILE_NAME);
    expect(fs.existsSync(file)).toBe(true);
    expect(storage.kind).toBe('sqlite');
  });

  it('every connection is WAL with synchronous=NORMAL (1): commits survive a crash of the process', () => {
    const db = new Database(path.join(temp.dir, 'settings.sqlite'));
    try {
      configureConnection(db);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('orders, products, invoices and their series commit with synchronous=FULL (2), survive power loss, then it is NORMAL again, even after a failure', () => {
    expect(DURABLE_COLLECTIONS).toEqual(['orders', 'products', 'invoices', 'creditNotes', 'documentSeries']);
    const db = new Database(path.join(temp.dir, 'durable.sqlite'));
    try {
      configureConnection(db);
      const level = () => db.pragma('synchronous', { simple: true });
      expect(commitDurably(db, true, level)).toBe(2);
      expect(level()).toBe(1);
      expect(commitDurably(db, false, level)).toBe(1);
      expect(() =>
        commitDurably(db, true, () => {
          throw new Error('write failed');
        }),
      ).toThrow('write failed');
      expect(level()).toBe(1);
    } finally {
      db.close();
    }
  });

  it('create is insert-if-absent and returns the stored record', async () => {
    expect(await storage.users.create(alice)).toEqual(alice);
    const second = await storage.users.create({ ...alice, displayName: 'Mallory', role: 'Admin' });
    expect(second).toEqual(alice);
    expect(await storage.users.get(alice.uid)).toEqual(alice);
  });

  it('get answers null for an unknown uid', async () => {
    expect(await storage.users.get('nobody')).toBeNull();
  });

  it('update patches fields and answers null when there is no record', async () => {
    await storage.users.create(alice);
    expect(await storage.users.update(alice.uid, { displayName: 'Alice K', emailVerified: true })).toEqual({
      ...alice,
      displayName: 'Alice K',
      emailVerified: true,
    });
    expect(await storage.users.update('nobody', { displayName: 'x' })).toBeNull();
    expect(await storage.users.get('nobody')).toBeNull();
  });

  it('setRole, counts, list in creation order, delete', async () => {
    await storage.users.create(alice);
    await storage.users.create(bob);
    expect(await storage.users.counts()).toEqual({ total: 2, admins: 0, regular: 2 });

    expect(await storage.users.setRole(bob.uid, 'Admin')).toEqual({ ...bob, role: 'Admin' });
    expect(await storage.users.setRole('nobody', 'Admin')).toBeNull();
    expect(await storage.users.counts()).toEqual({ total: 2, admins: 1, regular: 1 });

    await storage.users.update(alice.uid, { displayName: 'Alice 2' });
    expect((await storage.users.page({ limit: 10 })).users.map((user) => user.uid)).toEqual([alice.uid, bob.uid]);

    expect(await storage.users.delete(alice.uid)).toBe(true);
    expect(await storage.users.delete(alice.uid)).toBe(false);
    expect((await storage.users.page({ limit: 10 })).users).toEqual([{ ...bob, role: 'Admin' }]);
    expect(await storage.users.counts()).toEqual({ total: 1, admins: 1, regular: 0 });
  });

  it("reads a record without a role as role 'User'", async () => {
    await storage.docs.put('users', 'legacy', { displayName: 'Old', email: 'old@example.com', emailVerified: true });
    expect(await storage.users.get('legacy')).toEqual({
      uid: 'legacy',
      displayName: 'Old',
      email: 'old@example.com',
      emailVerified: true,
      role: 'User',
    });
    expect(await storage.users.counts()).toEqual({ total: 1, admins: 0, regular: 1 });
  });

  it('stores admins records', async () => {
    expect(await storage.admins.get('u-bob')).toBeNull();
    const record = {
      id: 'u-bob',
      name: 'Bob',
      email: 'bob@example.com',
      role: 'Admin' as const,
      linkedCollections: ['users' as const, 'products' as const, 'carts' as const],
    };
    await storage.admins.put(record);
    expect(await storage.admins.get('u-bob')).toEqual(record);
  });

  it('keeps every collection of the design apart, with atomic mutate', async () => {
    await storage.docs.put('carts', 'u-alice', { items: [{ id: '01', quantity: 2 }] });
    await storage.docs.put('wishlists', 'u-alice', { items: [] });
    expect(await storage.docs.get('carts', 'u-alice')).toEqual({ items: [{ id: '01', quantity: 2 }] });
    expect(await storage.docs.get('users', 'u-alice')).toBeNull();

    await storage.docs.put('orders', 'o1', { status: 'created' });
    const markPaid = (current: { [key: string]: unknown } | null) =>
      current && current.status === 'created' ? { status: 'paid' } : undefined;
    expect(await storage.docs.mutate('orders', 'o1', markPaid)).toEqual({ status: 'paid' });
    // a second attempt changes nothing
    expect(await storage.docs.mutate('orders', 'o1', markPaid)).toEqual({ status: 'paid' });
    expect(await storage.docs.mutate('orders', 'missing', markPaid)).toBeNull();
    expect(await storage.docs.list('orders')).toEqual([{ id: 'o1', data: { status: 'paid' } }]);
  });

  it('deleteAll is one transaction: a failure part-way deletes nothing', async () => {
    await storage.docs.put('users', 'u1', { displayName: 'Asha' });
    await storage.docs.put('carts', 'u1', { items: [] });
    const broken = [
      { collection: 'users' as const, id: 'u1' },
      { collection: 'no-such-collection' as unknown as 'carts', id: 'u1' },
    ];
    await expect(storage.docs.deleteAll(broken)).rejects.toThrow();
    expect(await storage.docs.get('users', 'u1')).toEqual({ displayName: 'Asha' });
    expect(await storage.docs.get('carts', 'u1')).toEqual({ items: [] });
  });

  it('survives closing and reopening the file', async () => {
    await storage.users.create(alice);
    await storage.users.setRole(alice.uid, 'Admin');
    await storage.close();
    await storage.close(); // closing twice is harmless

    storage = openSqliteStorage({ dataDir: path.join(temp.dir, 'nested', 'data') });
    expect(await storage.users.get(alice.uid)).toEqual({ ...alice, role: 'Admin' });
    expect(await storage.users.counts()).toEqual({ total: 1, admins: 1, regular: 0 });
  });

  it('a second server on the file is refused, saying why; the CLI still opens it; a closed server frees it', async () => {
    const dataDir = path.join(temp.dir, 'shop');
    const server = openSqliteStorage({ dataDir, server: true });
    try {
      expect(() => openSqliteStorage({ dataDir, server: true })).toThrow(
        `Another server is already using ${path.join(dataDir, SQLITE_FILE_NAME)}: run one server per SQLite file`,
      );
      expect(() => claimSqliteServer(dataDir)).toThrow(
        /Stop the other one first; the CLI \(grant-admin, seed\) works beside it/,
      );
      // grant-admin and seed open the file without claiming it, while the server runs.
      const cli = openSqliteStorage({ dataDir });
      await cli.users.create(alice);
      await cli.close();
      expect(await server.users.get(alice.uid)).toEqual(alice);
    } finally {
      await server.close();
    }
    const next = openSqliteStorage({ dataDir, server: true });
    expect(await next.users.get(alice.uid)).toEqual(alice);
    await next.close();
  });

  it('two connections to one file see each other (server and CLI at once)', async () => {
    const other = openSqliteStorage({ dataDir: path.join(temp.dir, 'nested', 'data') });
    try {
      await storage.users.create(alice);
      await other.users.setRole(alice.uid, 'Admin');
      expect((await storage.users.get(alice.uid))?.role).toBe('Admin');
    } finally {
      await other.close();
    }
  });
});

describe('SQLite document change feed', () => {
  it('reports created, replaced and mutated documents of the watched collection only', async () => {
    const temp = makeTempDir('storefront-watch');
    const storage = openSqliteStorage({ dataDir: temp.dir });
    const seen: string[] = [];
    const stop = storage.docs.watch('products', ({ id, data }) => seen.push(`${id}:${String(data?.productName)}`));
    await storage.docs.create('products', 'p1', { productName: 'Teak Bench' });
    await storage.docs.create('products', 'p1', { productName: 'ignored: already there' });
    await storage.docs.put('products', 'p2', { productName: 'Oak Stool' });
    await storage.docs.mutate('products', 'p2', (current) => ({ ...current, productName: 'Oak Stool II' }));
    await storage.docs.mutate('products', 'p2', () => undefined);
    await storage.docs.put('users', 'u1', { displayName: 'not a product' });
    stop();
    await storage.docs.put('products', 'p3', { productName: 'after stop' });
    expect(seen).toEqual(['p1:Teak Bench', 'p2:Oak Stool', 'p2:Oak Stool II']);
    await storage.close();
    temp.remove();
  });
});
