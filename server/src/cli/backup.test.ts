/** `npm run backup` and `npm run restore` as run from a shell: the built CLIs on a data folder with orders. */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createOrdersRepository, type NewOrder } from '../features/orders/repository';
import { openSqliteStorage } from '../storage/sqlite';
import { SERVER_DIST, buildServer } from '../test/build';
import { localEnv } from '../test/config-env';
import { makeTempDir } from '../test/temp-dir';

const cli = (name: string) => path.join(SERVER_DIST, 'cli', `${name}.js`);

describe('npm run backup / npm run restore (server/dist/cli)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => buildServer(), 120000);
  beforeEach(() => {
    temp = makeTempDir('backup-cli');
    env = { ...process.env, ...localEnv({ DATA_DIR: temp.dir, LOG_LEVEL: 'silent', NODE_ENV: 'development' }) };
    delete env.STORAGE;
  });
  afterEach(() => temp.remove());

  const run = (name: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [cli(name), ...args], { env: { ...env, ...extra }, encoding: 'utf8' });
  const orderIds = async () => {
    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      return (await storage.docs.list('orders')).map(({ id }) => id);
    } finally {
      await storage.close();
    }
  };

  it('backs up beside a running server, and restores the orders once it stopped', async () => {
    const server = openSqliteStorage({ dataDir: temp.dir, server: true });
    const orders = createOrdersRepository(server.docs);
    const order = (id: string): NewOrder => ({
      id,
      uid: 'asha',
      items: [{ id: 'bed', productName: 'Sofa bed', imgUrl: '', price: 45000, quantity: 1, totalPrice: 45000 }],
      amount: 45000,
      currency: 'INR',
      receipt: `rcpt_${id}`,
      provider: 'sandbox',
      createdAt: new Date().toISOString(),
    });
    await orders.create(order('order_1'));
    await orders.create(order('order_2'));
    const file = path.join(temp.dir, 'nightly.sqlite');
    const backedUp = run('backup', [file]);
    expect(backedUp.stdout).toMatch(new RegExp(`^Backed up to ${file} \\(\\d+ bytes: .*2 orders`));
    expect(backedUp.status).toBe(0);

    await server.docs.delete('orders', 'order_2');
    const refused = run('restore', [file]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('A server is running on');
    await server.close();

    const restored = run('restore', [file]);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`Restored ${file} (`);
    expect(restored.stdout).toMatch(/The store it replaced is kept as .*before-restore-.*\.sqlite/);
    expect(restored.status).toBe(0);
    expect(await orderIds()).toEqual(['order_1', 'order_2']);
  });

  it('says how to back up Firestore instead, and how to call it', () => {
    const firestore = run('backup', [], { STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' });
    expect(firestore.status).toBe(1);
    expect(firestore.stderr).toContain('STORAGE=firestore: back Firestore up with scheduled exports');
    const usage = run('restore', []);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('usage: npm run restore -- <backup file>');
    expect(() => execFileSync(process.execPath, [cli('backup'), 'a', 'b'], { env, stdio: 'pipe' })).toThrow();
  });
});
