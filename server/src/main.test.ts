/** The built server as a deploy runs it: `node server/dist/main.js`. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIST, buildServer } from './test/build';
import { productionEnv } from './test/config-env';
import { makeTempDir } from './test/temp-dir';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const MAIN = path.join(SERVER_DIST, 'main.js');

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // The overload guard's test setting (as appTestEnv's): on a busy machine its 1 s default answers
  // /api/health with 503 "very busy", which is not what these tests look at.
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '60000' };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return { ...env, ...extra };
}

/** Runs the server until it exits by itself (a refusal to start). */
function runToExit(env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const killer = setTimeout(() => child.kill('SIGKILL'), 15000);
  return new Promise<Run>((resolve) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    child.on('close', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('node server/dist/main.js', () => {
  let temp: ReturnType<typeof makeTempDir>;

  beforeAll(() => {
    buildServer();
  }, 120000);
  beforeEach(() => {
    temp = makeTempDir('server-main');
  });
  afterEach(() => temp.remove());

  it('REFUSES TO START in production with FIREBASE_AUTH_EMULATOR_HOST set', async () => {
    const run = await runToExit(
      baseEnv({ ...productionEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), DATA_DIR: temp.dir, PORT: '0' }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099) while NODE_ENV=production',
    );
    expect(run.stdout).not.toContain('listening');
    expect(fs.readdirSync(temp.dir)).toEqual([]);
  });

  it('REFUSES TO START with no configuration at all: it never falls back to the Auth emulator, and says what to set', async () => {
    const run = await runToExit(baseEnv({ DATA_DIR: temp.dir, PORT: '0' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "Refusing to start: FIREBASE_PROJECT_ID 'demo-storefront' is a demo project, which only works with the Auth emulator.",
    );
    expect(run.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099');
    expect(fs.readdirSync(temp.dir)).toEqual([]);
  });

  it('REFUSES TO START with a real project and no credentials (NODE_ENV unset), naming GOOGLE_APPLICATION_CREDENTIALS', async () => {
    const run = await runToExit(baseEnv({ FIREBASE_PROJECT_ID: 'shop-staging', DATA_DIR: temp.dir, PORT: '0' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "FIREBASE_PROJECT_ID is 'shop-staging' but the server has no credentials for it. Set GOOGLE_APPLICATION_CREDENTIALS",
    );
    expect(run.stdout).not.toContain('listening');
  });

  it('starts with the Auth emulator named and a port, answers /api/health, stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [MAIN], {
      env: baseEnv({
        NODE_ENV: 'development',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        DATA_DIR: temp.dir,
        PORT: '0',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
    const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += String(chunk);
          const match = /server listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
      });
      const response = await fetch(`${url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', storage: 'sqlite' });
      // The first start of an empty store seeds the built-in products.
      const seeded = await fetch(`${url}/api/products/01`);
      expect(seeded.status).toBe(200);
      expect(await seeded.json()).toMatchObject({ id: '01', status: 'active', stock: expect.any(Number) });
      expect(fs.existsSync(path.join(temp.dir, 'storefront.sqlite'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await closed).toBe(0);
  });
});
