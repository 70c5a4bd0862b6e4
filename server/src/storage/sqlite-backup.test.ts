/** SQLite backups: taken while the server runs, restored with the server stopped, round-tripping a store with orders. */
import fs from 'node:fs';
import path from 'node:path';
import { createOrdersRepository } from '../features/orders/repository';
import { makeTempDir } from '../test/temp-dir';
import type { StoragePort } from './port';
import { SQLITE_FILE_NAME, openSqliteStorage } from './sqlite';
import { BACKUPS_FOLDER, backupSqlite, restoreSqlite } from './sqlite-backup';

const line = { id: 'bed', productName: 'Sofa bed', imgUrl: '', price: 45000, quantity: 2, totalPrice: 90000 };

/** A shop's data: a user, a product and two orders, one of them paid. */
async function fillShop(storage: StoragePort): Promise<void> {
  await storage.users.create({
    uid: 'asha',
    displayName: 'Asha',
    email: 'asha@example.in',
    emailVerified: true,
    role: 'User',
  });
  await storage.docs.put('products', 'bed', { productName: 'Sofa bed', price: 45000, stock: 3 });
  const orders = createOrdersRepository(storage.docs);
  for (const id of ['order_1', 'order_2'])
    await orders.create({
      id,
      uid: 'asha',
      items: [line],
      amount: 90000,
      currency: 'INR',
      receipt: `rcpt_${id}`,
      provider: 'sandbox',
      createdAt: new Date().toISOString(),
    });
  await orders.move('order_1', { to: 'paid', by: 'provider', reason: 'paid', paymentId: 'pay_1' });
}

/** Everything the store holds, collection by collection. */
async function contents(storage: StoragePort) {
  const collections = ['users', 'products', 'orders', 'carts'] as const;
  return Object.fromEntries(await Promise.all(collections.map(async (name) => [name, await storage.docs.list(name)])));
}

describe('SQLite backup and restore', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let dataDir: string;
  beforeEach(() => {
    temp = makeTempDir('sqlite-backup');
    dataDir = path.join(temp.dir, 'data');
  });
  afterEach(() => temp.remove());

  it('round-trips a store with orders: backed up while the server runs, restored once it stopped', async () => {
    let server = openSqliteStorage({ dataDir, server: true });
    await fillShop(server);
    const before = await contents(server);

    const backup = await backupSqlite(dataDir);
    expect(path.dirname(backup.file)).toBe(path.join(dataDir, BACKUPS_FOLDER));
    expect(backup.counts).toMatchObject({ users: 1, products: 1, orders: 2 });
    // One self-contained file.
    expect(fs.existsSync(`${backup.file}-wal`)).toBe(false);
    await expect(backupSqlite(dataDir, backup.file)).rejects.toThrow(
      'already exists: a backup never overwrites a file',
    );

    // Later changes, which the restore undoes.
    await createOrdersRepository(server.docs).move('order_2', { to: 'failed', by: 'shopper', reason: 'closed' });
    await server.docs.delete('orders', 'order_1');
    await server.docs.put('carts', 'asha', { items: [{ id: 'bed', quantity: 1 }] });
    const changed = await contents(server);

    await expect(restoreSqlite(dataDir, backup.file)).rejects.toThrow(
      `A server is running on ${path.join(dataDir, SQLITE_FILE_NAME)}: stop it, then restore.`,
    );
    await server.close();

    const restored = await restoreSqlite(dataDir, backup.file);
    expect(restored.counts).toMatchObject({ orders: 2 });
    server = openSqliteStorage({ dataDir, server: true });
    try {
      expect(await contents(server)).toEqual(before);
      expect(await createOrdersRepository(server.docs).get('order_1')).toMatchObject({
        status: 'paid',
        paymentId: 'pay_1',
      });
    } finally {
      await server.close();
    }
    // The replaced store was kept: restoring that copy brings the changes back.
    expect(restored.previous).toMatch(/before-restore-.*\.sqlite$/);
    await restoreSqlite(dataDir, restored.previous ?? '');
    const again = openSqliteStorage({ dataDir });
    try {
      expect(await contents(again)).toEqual(changed);
    } finally {
      await again.close();
    }
  });

  it('refuses a file that is not a store of this shop, and changes nothing', async () => {
    const storage = openSqliteStorage({ dataDir });
    await fillShop(storage);
    const before = await contents(storage);
    await storage.close();
    const junk = path.join(temp.dir, 'notes.sqlite');
    fs.writeFileSync(junk, 'not a database at all');
    await expect(restoreSqlite(dataDir, junk)).rejects.toThrow(/cannot be opened as SQLite|is not a readable store/);
    await expect(restoreSqlite(dataDir, path.join(temp.dir, 'missing.sqlite'))).rejects.toThrow('No backup at');
    const after = openSqliteStorage({ dataDir });
    try {
      expect(await contents(after)).toEqual(before);
    } finally {
      await after.close();
    }
    expect(fs.existsSync(path.join(dataDir, BACKUPS_FOLDER))).toBe(false);
  });

  it('says so when there is no store to back up', async () => {
    await expect(backupSqlite(dataDir)).rejects.toThrow(
      `No SQLite store to back up: ${path.join(dataDir, SQLITE_FILE_NAME)}`,
    );
  });
});
