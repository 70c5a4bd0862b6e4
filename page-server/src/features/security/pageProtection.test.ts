/** Every page-server answer's base headers, HSTS only from a trusted proxy, and the limit per client. */
import type { FastifyInstance } from 'fastify';
import { buildPageServer } from '../../app';
import type { PageServerConfig } from '../../config';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { deployCatalog } from '../../test/serverBuildFixtures';
import { TOO_MANY_REQUESTS_HTML } from '../pages/tooManyRequests';

/** Nothing listens here. */
const CLOSED = 'http://127.0.0.1:9';
const PROXY = '10.0.0.1';

let upstreams: FakeUpstreams;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  upstreams = await startFakeUpstreams([product('01')]);
  deployCatalog(upstreams, 'v1');
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await upstreams.close();
});

async function pageServer(overrides: Partial<PageServerConfig> = {}): Promise<FastifyInstance> {
  const app = await buildPageServer({ config: upstreams.config(overrides), sitemapMaxAgeMs: 0 });
  apps.push(app);
  return app;
}

test('every answer says nosniff: sitemap, robots, redirects, 404s, errors and both 503s', async () => {
  const app = await pageServer();
  const shellDown = await pageServer({ shellOrigin: CLOSED });
  const apiDown = await pageServer({ apiOrigin: CLOSED });
  const answers = {
    sitemap: await app.inject('/sitemap.xml'),
    robots: await app.inject('/robots.txt'),
    redirect: await app.inject('/?ref=ad'),
    notAPage: await app.inject('/favicon.ico'),
    noSuchRoute: await app.inject({ method: 'POST', url: '/home' }),
    badSitemapPart: await app.inject('/sitemap-0.xml'),
    sitemapApiDown: await apiDown.inject('/sitemap.xml'),
    pageApiDown: await apiDown.inject('/shop/01'),
    shellDown: await shellDown.inject('/home'),
  };
  const seen = Object.fromEntries(
    Object.entries(answers).map(([name, response]) => [
      name,
      {
        status: response.statusCode,
        nosniff: response.headers['x-content-type-options'],
        referrer: response.headers['referrer-policy'],
      },
    ]),
  );
  const base = { nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin' };
  expect(seen).toEqual({
    sitemap: { status: 200, ...base },
    robots: { status: 200, ...base },
    redirect: { status: 301, ...base },
    notAPage: { status: 404, ...base },
    noSuchRoute: { status: 404, ...base },
    badSitemapPart: { status: 400, ...base },
    sitemapApiDown: { status: 503, ...base },
    pageApiDown: { status: 503, ...base },
    shellDown: { status: 503, ...base },
  });
});

test('HSTS only when a proxy TRUST_PROXY trusts says https; a client’s own X-Forwarded-Proto is ignored', async () => {
  const behindProxy = await pageServer({ trustProxy: [PROXY] });
  const direct = await pageServer({ trustProxy: false });
  const hsts = async (app: FastifyInstance, url: string, remoteAddress: string) =>
    (await app.inject({ url, remoteAddress, headers: { 'x-forwarded-proto': 'https' } })).headers[
      'strict-transport-security'
    ];
  for (const url of ['/home', '/robots.txt', '/sitemap.xml', '/', '/favicon.ico']) {
    expect({ url, hsts: await hsts(behindProxy, url, PROXY) }).toEqual({
      url,
      hsts: expect.stringMatching(/^max-age=/),
    });
    expect({ url, hsts: await hsts(behindProxy, url, '203.0.113.9') }).toEqual({ url, hsts: undefined });
    expect({ url, hsts: await hsts(direct, url, PROXY) }).toEqual({ url, hsts: undefined });
  }
});

test('a client over its PAGE_RATE_LIMIT_PER_MINUTE gets the short 429 page with Retry-After; others are served', async () => {
  const app = await pageServer({ ratePerMinute: 2 });
  const from = (remoteAddress: string) => app.inject({ url: '/about', remoteAddress });
  expect((await from('203.0.113.1')).statusCode).toBe(200);
  expect((await from('203.0.113.1')).statusCode).toBe(200);
  const refused = await from('203.0.113.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(refused.body).toBe(TOO_MANY_REQUESTS_HTML);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['cache-control']).toBe('no-store');
  expect(refused.headers['x-content-type-options']).toBe('nosniff');
  expect((await from('203.0.113.2')).statusCode).toBe(200);
});
