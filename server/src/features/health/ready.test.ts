import type { ApiErrorBody, ReadyResponse } from 'shared-contracts';
import { API_PATHS } from 'shared-contracts';
import Fastify from 'fastify';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import type { DocumentStore } from '../../storage/port';
import { openSqliteStorage } from '../../storage/sqlite';
import { makeTempDir } from '../../test/temp-dir';
import { READY_TIMEOUT_MS, readyRoutes } from './ready';

/** A store whose reads fail or never answer; nothing else is called by the probe. */
const stubStorage = (get: DocumentStore['get']) => ({ kind: 'firestore' as const, docs: { get } as DocumentStore });

async function readyWith(get: DocumentStore['get'], timeoutMs = 50) {
  const app = Fastify({ logger: false });
  await app.register(readyRoutes, { storage: stubStorage(get), timeoutMs });
  try {
    return await app.inject({ method: 'GET', url: API_PATHS.ready });
  } finally {
    await app.close();
  }
}

describe('GET /api/ready', () => {
  let fixture: AppFixture;
  beforeAll(() => {
    fixture = makeApp();
  });
  afterAll(() => fixture.close());

  it('answers ready with the storage kind once storage answers a read (no sign-in needed)', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: API_PATHS.ready });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadyResponse>()).toEqual({ status: 'ready', storage: 'sqlite' });
  });

  it('answers 503 naming the storage when its read throws', async () => {
    const response = await readyWith(async () => {
      throw new Error('connection refused');
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json<ApiErrorBody>()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Not ready: storage (firestore) failed to answer (Error).',
    });
  });

  it('answers 503 within the time limit when storage hangs', async () => {
    const started = Date.now();
    const response = await readyWith(() => new Promise(() => undefined), 100);
    expect(response.statusCode).toBe(503);
    expect(response.json<ApiErrorBody>().message).toBe('Not ready: storage (firestore) did not answer within 100 ms.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('in the app: /api/health stays ok (liveness) while /api/ready answers 503 after 2 s of a hanging store', async () => {
    const temp = makeTempDir('ready-hang');
    const real = openSqliteStorage({ dataDir: temp.dir });
    const hanging = makeApp({ storage: { ...real, docs: { ...real.docs, get: () => new Promise(() => undefined) } } });
    try {
      const health = await hanging.app.inject({ method: 'GET', url: API_PATHS.health });
      expect(health.statusCode).toBe(200);
      const ready = await hanging.app.inject({ method: 'GET', url: API_PATHS.ready });
      expect(ready.statusCode).toBe(503);
      expect(ready.json<ApiErrorBody>().message).toBe(
        `Not ready: storage (sqlite) did not answer within ${READY_TIMEOUT_MS} ms.`,
      );
    } finally {
      await hanging.close();
      temp.remove();
    }
  });
});
