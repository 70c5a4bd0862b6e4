/**
 * The adapter factory and its wiring: STORAGE picks the adapter, the SQLite path never loads
 * Firestore's client, and the built server starts on either (or refuses the Firestore emulator in
 * production).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../config';
import { SERVER_DIST, buildServer } from '../test/build';
import { productionEnv } from '../test/config-env';
import { makeTempDir } from '../test/temp-dir';
import { openStorage } from './open-storage';
import { testFirestoreEmulator, type FirestoreEmulator } from '../test/firestore-emulator';

const MAIN = path.join(SERVER_DIST, 'main.js');

function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // The overload guard's test setting (as appTestEnv's): on a busy machine its 1 s default answers
  // /api/health with 503 "very busy", which is not what these tests look at.
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', PORT: '0', MAX_EVENT_LOOP_DELAY_MS: '60000' };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIRESTORE_EMULATOR_HOST;
  delete env.STORAGE;
  return { ...env, ...extra };
}

interface Launched {
  child: ChildProcess;
  /** The server's address once it listens, or null when it exited first. */
  url: string | null;
  stderr: () => string;
  closed: Promise<number | null>;
}

/** Starts the built server and waits until it prints its URL or exits. */
async function launchServer(env: NodeJS.ProcessEnv): Promise<Launched> {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  const url = await new Promise<string | null>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      const match = /server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => resolve(null));
  });
  return { child, url, stderr: () => stderr, closed };
}

/** Runs the built server until it prints its URL (then asks /api/health) or exits. */
async function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string; health: unknown }> {
  const { child, url, stderr, closed } = await launchServer(env);
  let health: unknown = null;
  if (url) {
    health = await (await fetch(`${url}/api/health`)).json();
    child.kill('SIGTERM');
  }
  return { code: await closed, stderr: stderr(), health };
}

describe('openStorage', () => {
  let emulator: FirestoreEmulator;
  let temp: ReturnType<typeof makeTempDir>;

  beforeAll(async () => {
    emulator = await testFirestoreEmulator();
    buildServer();
  }, 120000);
  beforeEach(() => {
    temp = makeTempDir('open-storage');
  });
  afterEach(() => temp.remove());

  it('opens SQLite by default and Firestore when STORAGE=firestore', async () => {
    const sqlite = await openStorage({
      storage: { kind: 'sqlite', firestoreEmulatorHost: null },
      dataDir: temp.dir,
      firebaseProjectId: 'demo-open-storage',
    });
    expect(sqlite.kind).toBe('sqlite');
    await sqlite.close();

    const firestore = await openStorage({
      storage: { kind: 'firestore', firestoreEmulatorHost: emulator.host },
      dataDir: temp.dir,
      firebaseProjectId: 'demo-open-storage',
    });
    expect(firestore.kind).toBe('firestore');
    await firestore.docs.put('products', 'p1', { productName: 'Teak Bench' });
    expect(await firestore.docs.get('products', 'p1')).toEqual({ productName: 'Teak Bench' });
    await firestore.close();
  });

  it("the SQLite path never loads firebase-admin's Firestore client (start-up time)", () => {
    const loadsFirestore = (kind: string): string =>
      execFileSync(
        process.execPath,
        [
          '-e',
          `require(${JSON.stringify(path.join(SERVER_DIST, 'storage', 'open-storage.js'))})
            .openStorage({ storage: { kind: '${kind}', firestoreEmulatorHost: '127.0.0.1:1' },
                           dataDir: ${JSON.stringify(temp.dir)}, firebaseProjectId: 'demo-lazy' })
            .then(async (storage) => {
              const loaded = Object.keys(require.cache).some((file) => file.includes('@google-cloud/firestore'));
              await storage.close();
              console.log(loaded ? 'loaded' : 'not loaded');
            });`,
        ],
        { encoding: 'utf8' },
      ).trim();
    expect(loadsFirestore('sqlite')).toBe('not loaded');
    expect(loadsFirestore('firestore')).toBe('loaded');
  });

  it('the built server runs on Firestore with STORAGE=firestore', async () => {
    const run = await runServer(
      serverEnv({
        NODE_ENV: 'development',
        STORAGE: 'firestore',
        FIRESTORE_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: 'demo-main-firestore',
        FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_EMULATOR_HOST,
        DATA_DIR: temp.dir,
      }),
    );
    expect(run.health).toMatchObject({ status: 'ok', storage: 'firestore' });
    expect(run.code).toBe(0);
  });

  it('a second built server on the same SQLite file refuses to start, saying why; seed works beside the first; SIGKILL frees the file', async () => {
    const env = serverEnv({
      NODE_ENV: 'development',
      FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_EMULATOR_HOST,
      DATA_DIR: temp.dir,
    });
    const first = await launchServer(env);
    try {
      expect(first.url).not.toBeNull();
      const second = await runServer(env);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `server: failed to start: Another server is already using ${path.join(temp.dir, 'storefront.sqlite')}`,
      );
      expect(second.health).toBeNull();
      // The CLI opens the file beside the running server.
      const seeded = execFileSync(process.execPath, [path.join(SERVER_DIST, 'cli', 'seed.js')], {
        env,
        encoding: 'utf8',
      });
      expect(seeded).toContain('(sqlite)');
    } finally {
      first.child.kill('SIGKILL');
      await first.closed;
    }
    const next = await runServer(env);
    expect(next.health).toMatchObject({ status: 'ok', storage: 'sqlite' });
    expect(next.code).toBe(0);
  });

  it('the built server REFUSES TO START with STORAGE=firestore and FIRESTORE_EMULATOR_HOST in production', async () => {
    const run = await runServer(
      serverEnv(productionEnv({ STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: emulator.host, DATA_DIR: temp.dir })),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Refusing to start: FIRESTORE_EMULATOR_HOST is set (${emulator.host}) while NODE_ENV=production and STORAGE=firestore`,
    );
    expect(run.health).toBeNull();
  });
});
