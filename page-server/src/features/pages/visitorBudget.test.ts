/**
 * One visitor asking for pages as fast as it can must not make the site unavailable to others:
 * the real API (its own rate limiter, on a loopback port) behind the page server, as deployed.
 */
import type { FastifyInstance } from 'fastify';
import { seedCatalogue } from '../../../../server/src/features/products/seed/seedCatalogue';
import { makeApp, type AppFixture } from '../../../../server/src/test/app-fixture';
import { buildPageServer } from '../../app';
import { DEFAULT_PAGES_PER_MINUTE, type PageServerConfig } from '../../config';
import { startFakeUpstreams, TEST_PAGE_SERVER_SECRET, type FakeUpstreams } from '../../test/fakeUpstreams';
import { deployCatalog } from '../../test/serverBuildFixtures';
import { TOO_MANY_REQUESTS_HTML } from './tooManyRequests';

const FLOODING_CLIENT = '203.0.113.7';
const OTHER_CLIENT = '198.51.100.20';
const FLOOD = 400;

let upstreams: FakeUpstreams;
let api: AppFixture;
let apiOrigin: string;
let pages: FastifyInstance | undefined;

beforeEach(async () => {
  upstreams = await startFakeUpstreams([]);
  deployCatalog(upstreams, 'v1');
  // The API as deployed beside the page server: the same secret, its default limit per visitor.
  api = makeApp({ env: { PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET } });
  await seedCatalogue(api.storage.docs, 'http://localhost:4000/seed-art/');
  apiOrigin = await api.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await pages?.close();
  await api.close();
  await upstreams.close();
});

/** Sends FLOOD /home from one client, a few at a time as a script hammering the site would, then /shop/01 from another. */
async function flood(overrides: Partial<PageServerConfig> = {}) {
  pages = await buildPageServer({ config: upstreams.config({ apiOrigin, ...overrides }) });
  const statuses = new Map<number, number>();
  let refused: Awaited<ReturnType<FastifyInstance['inject']>> | undefined;
  for (let sent = 0; sent < FLOOD; sent += 8) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, FLOOD - sent) }, () =>
        pages!.inject({ method: 'GET', url: '/home', remoteAddress: FLOODING_CLIENT }),
      ),
    );
    for (const response of batch) {
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) refused = response;
    }
  }
  const other = await pages.inject({ method: 'GET', url: '/shop/01', remoteAddress: OTHER_CLIENT });
  return {
    ok: statuses.get(200) ?? 0,
    tooMany: statuses.get(429) ?? 0,
    unavailable: statuses.get(503) ?? 0,
    otherClient: other.statusCode,
    refused,
  };
}

test(`${FLOOD} /home from one client: it is told to slow down, and another client still gets its product page`, async () => {
  const { refused, ...figures } = await flood();
  expect({ unavailable: figures.unavailable, otherClient: figures.otherClient }).toEqual({
    unavailable: 0,
    otherClient: 200,
  });
  expect(figures.ok + figures.tooMany).toBe(FLOOD);
  // The flooding client got its share of pages, then was told to wait.
  expect(figures.ok).toBeGreaterThanOrEqual(DEFAULT_PAGES_PER_MINUTE);
  expect(figures.tooMany).toBeGreaterThan(0);
  expect(refused?.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(refused?.body).toBe(TOO_MANY_REQUESTS_HTML);
  expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused?.headers['x-content-type-options']).toBe('nosniff');
}, 120_000);

test('with a page limit too high to matter, the API’s bucket for that visitor alone runs out: 429 for it, 200 for others', async () => {
  const { refused, ...figures } = await flood({ ratePerMinute: 100_000 });
  expect({ unavailable: figures.unavailable, otherClient: figures.otherClient }).toEqual({
    unavailable: 0,
    otherClient: 200,
  });
  expect(figures.ok + figures.tooMany).toBe(FLOOD);
  expect(figures.tooMany).toBeGreaterThan(0);
  expect(refused?.body).toBe(TOO_MANY_REQUESTS_HTML);
  expect(refused?.headers['retry-after']).toBe('60');
}, 120_000);
