/**
 * A throwaway Redis (Debian's `redis-server`) on a free loopback port, for the tests of what API
 * instances share through it. Nothing is written to disk; `stop` ends it and waits until it is gone.
 */
import { spawn } from 'node:child_process';
import Redis from 'ioredis';
import { processGroup as tooling } from './process-group';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 20_000;

export async function startTestRedis(): Promise<TestRedis> {
  const port = await tooling.freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
    { detached: true, stdio: 'ignore' },
  );
  const spawned = new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', (error) =>
      reject(new Error(`redis-server could not start (${error.message}): install Debian's redis-server package.`)),
    );
  });
  await spawned;
  const pid = child.pid ?? 0;
  const url = `redis://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    tooling.killGroup(pid, 'SIGTERM');
    // Polls the stopping process; test tooling, never in a shopper's path.
    for (let waited = 0; tooling.isProcessGroupAlive(pid) && waited < 5000; waited += 100) await tooling.sleep(100);
    tooling.killGroup(pid, 'SIGKILL');
  };
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    // Polls the starting server until it answers PING.
    for (const started = Date.now(); ; await tooling.sleep(100)) {
      const answered = await probe
        .connect()
        .then(() => probe.ping())
        .catch(() => null);
      if (answered === 'PONG') break;
      probe.disconnect();
      if (Date.now() - started > STARTUP_LIMIT_MS) {
        await stop();
        throw new Error(`redis-server did not answer on ${url} within ${STARTUP_LIMIT_MS / 1000} s`);
      }
    }
  } finally {
    probe.disconnect();
  }
  return { url, stop };
}
