import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { StoragePort } from '../storage/port';
import { openSqliteStorage } from '../storage/sqlite';
import { SERVER_DIST, buildServer } from '../test/build';
import { makeTempDir } from '../test/temp-dir';
import { GrantAdminError, grantAdmin, type AccountInfo } from './grant-admin';

const accounts: Record<string, AccountInfo> = {
  'asha@example.com': { uid: 'u-asha', email: 'asha@example.com', emailVerified: true, displayName: 'Asha' },
  'ravi@example.com': { uid: 'u-ravi', email: 'ravi@example.com', emailVerified: false, displayName: undefined },
};
const findAccountByEmail = async (email: string) => accounts[email] ?? null;

describe('grantAdmin', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let storage: StoragePort;
  beforeEach(() => {
    temp = makeTempDir('grant-admin');
    storage = openSqliteStorage({ dataDir: temp.dir });
  });
  afterEach(async () => {
    await storage.close();
    temp.remove();
  });

  it('sets role Admin on an existing record and keeps the rest', async () => {
    await storage.users.create({
      uid: 'u-asha',
      displayName: 'Asha K',
      email: 'asha@example.com',
      emailVerified: true,
      role: 'User',
    });
    const record = await grantAdmin('asha@example.com', { findAccountByEmail, users: storage.users });
    expect(record).toEqual({
      uid: 'u-asha',
      displayName: 'Asha K',
      email: 'asha@example.com',
      emailVerified: true,
      role: 'Admin',
    });
    expect(await storage.users.counts()).toEqual({ total: 1, admins: 1, regular: 0 });
  });

  it('creates the record from the auth account when there is none', async () => {
    accounts['mira@example.com'] = {
      uid: 'u-mira',
      email: 'mira@example.com',
      emailVerified: true,
      displayName: undefined,
    };
    const record = await grantAdmin(' mira@example.com ', { findAccountByEmail, users: storage.users });
    expect(record).toEqual({
      uid: 'u-mira',
      displayName: 'mira',
      email: 'mira@example.com',
      emailVerified: true,
      role: 'Admin',
    });
    expect(await storage.users.get('u-mira')).toEqual(record);
  });

  it('refuses an account whose email is not verified, and writes nothing', async () => {
    await storage.users.create({
      uid: 'u-ravi',
      displayName: 'Ravi',
      email: 'ravi@example.com',
      emailVerified: false,
      role: 'User',
    });
    await expect(grantAdmin('ravi@example.com', { findAccountByEmail, users: storage.users })).rejects.toThrow(
      new GrantAdminError(
        'ravi@example.com has not verified its email yet. Open the verification link sent at sign-up, then run this again.',
      ),
    );
    expect((await storage.users.get('u-ravi'))?.role).toBe('User');
    expect(await storage.users.counts()).toEqual({ total: 1, admins: 0, regular: 1 });
  });

  it('fails clearly for an unknown email and writes nothing', async () => {
    await expect(grantAdmin('nobody@example.com', { findAccountByEmail, users: storage.users })).rejects.toThrow(
      new GrantAdminError('No account uses the email nobody@example.com. Sign up with it first, then run this again.'),
    );
    expect(await storage.users.counts()).toEqual({ total: 0, admins: 0, regular: 0 });
  });
});

describe('grant-admin command line', () => {
  beforeAll(() => buildServer(), 120000);

  it('prints the usage and exits 2 without an email', () => {
    const run = spawnSync(process.execPath, [path.join(SERVER_DIST, 'cli', 'grant-admin.js')], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('usage: npm run grant-admin -- <email>');
  });
});
