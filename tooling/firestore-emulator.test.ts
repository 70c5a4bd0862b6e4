/**
 * The official Firestore emulator as the tooling runs it: found or named as missing, started on a
 * free loopback port with Firestore's transactions, cleared per project, and never left running
 * (stopped as a group, and gone by itself when the process that started it dies).
 */
import { spawn } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';

interface FirestoreEmulator {
  host: string;
  pid: number;
  stop(): Promise<void>;
  clearProject(projectId: string): Promise<void>;
}
interface FirestoreEmulatorModule {
  DEBIAN_PACKAGE: string;
  clearProject(host: string, projectId: string): Promise<void>;
  findFirestoreEmulatorLauncher(where?: { launcher?: string; debianPackage?: string }): string;
  startFirestoreEmulator(options?: { port?: number; watchPid?: number }): Promise<FirestoreEmulator>;
}
const tooling = require('./firestore-emulator.js') as FirestoreEmulatorModule;

const groupAlive = (pid: number): boolean => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Firestore's REST API on the emulator (no client library needed here). */
function documents(host: string, projectId: string) {
  const base = `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;
  return {
    put: async (id: string, stock: number) => {
      const response = await fetch(`${base}/products/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { stock: { integerValue: String(stock) } } }),
      });
      expect(response.status).toBe(200);
    },
    exists: async (id: string) => (await fetch(`${base}/products/${id}`)).status === 200,
    /** Opens a transaction that reads `id` (taking its lock); `commit` ends it. */
    lock: async (id: string) => {
      const post = async (call: string, body: object) => {
        const response = await fetch(`${base}:${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { transaction?: string };
      };
      const { transaction } = await post('beginTransaction', {});
      const name = `projects/${projectId}/databases/(default)/documents/products/${id}`;
      await post('batchGet', { documents: [name], transaction });
      return { commit: async () => void (await post('commit', { transaction })) };
    },
  };
}

describe('the official Firestore emulator', () => {
  it('finds the launcher of the Debian package, and names the package when it is missing', () => {
    expect(tooling.DEBIAN_PACKAGE).toBe('google-cloud-cli-firestore-emulator');
    expect(path.basename(tooling.findFirestoreEmulatorLauncher())).toBe('cloud_firestore_emulator');
    expect(() =>
      tooling.findFirestoreEmulatorLauncher({
        launcher: '/nowhere/cloud_firestore_emulator',
        debianPackage: 'no-such-package',
      }),
    ).toThrow('Install the Debian package no-such-package (apt-get install no-such-package');
  });

  it('starts on a loopback port, clears one project without touching another, and stops as a whole group', async () => {
    const emulator = await tooling.startFirestoreEmulator();
    try {
      expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
      const shop = documents(emulator.host, 'demo-one');
      const other = documents(emulator.host, 'demo-two');
      await shop.put('sofa', 5);
      await other.put('sofa', 3);
      await emulator.clearProject('demo-one');
      expect(await shop.exists('sofa')).toBe(false);
      expect(await other.exists('sofa')).toBe(true);
    } finally {
      await emulator.stop();
    }
    expect(groupAlive(emulator.pid)).toBe(false);
  });

  it('clears a project once a transaction holding a lock in it has ended', async () => {
    const emulator = await tooling.startFirestoreEmulator();
    try {
      const shop = documents(emulator.host, 'demo-locked');
      await shop.put('sofa', 5);
      const held = await shop.lock('sofa');
      // The clear's answers, seen as it fetches them: it must be refused while the lock is held.
      const refusals: number[] = [];
      const fetchAnswer = globalThis.fetch;
      jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const answer = await fetchAnswer(input, init);
        if (init?.method === 'DELETE' && answer.status === 409) refusals.push(answer.status);
        return answer;
      });
      let cleared = false;
      const clearing = emulator.clearProject('demo-locked').then(() => (cleared = true));
      await until(() => refusals.length > 0, 'the emulator refused to clear the locked project');
      expect(cleared).toBe(false);
      expect(await shop.exists('sofa')).toBe(true);
      await held.commit();
      await clearing;
      expect(await shop.exists('sofa')).toBe(false);
    } finally {
      jest.restoreAllMocks();
      await emulator.stop();
    }
  });

  it('ends by itself when the process that started it is killed', async () => {
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `require(${JSON.stringify(require.resolve('./firestore-emulator.js'))}).startFirestoreEmulator()
           .then((emulator) => { console.log(String(emulator.pid)); setInterval(() => undefined, 60000); });`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      starter.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
      starter.once('exit', (code) => reject(new Error(`the starter exited (${code}) before the emulator was ready`)));
    });
    expect(groupAlive(pid)).toBe(true);
    starter.kill('SIGKILL');
    await until(() => !groupAlive(pid), 'the emulator has ended');
  });

  /** A stand-in for the emulator's clear call, answering `statuses` in turn (then 200); counts the calls. */
  async function clearEndpoint(statuses: number[]) {
    let calls = 0;
    const server = http.createServer((request, response) => {
      calls += 1;
      const status = statuses[calls - 1] ?? 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? '{}' : JSON.stringify({ error: { code: status, status: 'UNKNOWN' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      host: `127.0.0.1:${port}`,
      calls: () => calls,
      close: () => new Promise((resolve) => server.close(resolve)),
    };
  }

  it('asks to clear again after the emulator’s own internal error, a few times, and names any other failure', async () => {
    const flaky = await clearEndpoint([500, 500]);
    try {
      await tooling.clearProject(flaky.host, 'demo-flaky');
      expect(flaky.calls()).toBe(3);
    } finally {
      await flaky.close();
    }
    const broken = await clearEndpoint([500, 500, 500, 500, 500]);
    try {
      await expect(tooling.clearProject(broken.host, 'demo-broken')).rejects.toThrow(
        'Clearing Firestore project demo-broken failed (500)',
      );
      expect(broken.calls()).toBe(4);
    } finally {
      await broken.close();
    }
    const refused = await clearEndpoint([400]);
    try {
      await expect(tooling.clearProject(refused.host, 'demo-refused')).rejects.toThrow('failed (400)');
      expect(refused.calls()).toBe(1);
    } finally {
      await refused.close();
    }
  });
});
