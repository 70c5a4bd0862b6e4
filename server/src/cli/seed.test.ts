/** `npm run seed` as run from a shell: the built CLI on a data folder, twice, then after an edit. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openSqliteStorage } from '../storage/sqlite';
import { SERVER_DIST, buildServer } from '../test/build';
import { localEnv } from '../test/config-env';
import { makeTempDir } from '../test/temp-dir';

const CLI = path.join(SERVER_DIST, 'cli', 'seed.js');

describe('npm run seed (server/dist/cli/seed.js)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeAll(() => buildServer(), 120000);
  beforeEach(() => {
    temp = makeTempDir('seed-cli');
  });
  afterEach(() => temp.remove());

  const seed = (): string =>
    execFileSync(process.execPath, [CLI], {
      env: { ...process.env, ...localEnv({ DATA_DIR: temp.dir, LOG_LEVEL: 'silent', NODE_ENV: 'development' }) },
      encoding: 'utf8',
    }).trim();

  it('loads the 62 products once, says what it did, and keeps an edit made in between', async () => {
    expect(seed()).toBe('62 products: 62 added, 0 already present; 71 seed reviews added (sqlite)');
    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      await storage.docs.mutate('products', '05', (doc) => (doc ? { ...doc, price: 4321, stock: 2 } : undefined));
    } finally {
      await storage.close();
    }
    expect(seed()).toBe('62 products: 0 added, 62 already present (sqlite)');
    const after = openSqliteStorage({ dataDir: temp.dir });
    try {
      expect(await after.docs.get('products', '05')).toMatchObject({ price: 4321, stock: 2 });
      expect((await after.docs.get('products', '05'))?.imgUrl).toMatch(
        /^http:\/\/localhost:4000\/seed-art\/05-[a-f0-9]{10}\.svg$/,
      );
    } finally {
      await after.close();
    }
  });
});
