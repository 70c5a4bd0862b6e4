/** When what the page server reaches does not answer: crawlers are told to come back, browsers still get a working page. */
import { buildPageServer } from '../../app';
import { parsePage } from '../../test/parseHtml';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { deployCatalog } from '../../test/serverBuildFixtures';

/** Nothing listens here. */
const CLOSED = 'http://127.0.0.1:9';

let upstreams: FakeUpstreams;

beforeAll(async () => {
  upstreams = await startFakeUpstreams([product('01')]);
  deployCatalog(upstreams, 'v1');
});
afterAll(async () => upstreams.close());

test('the API down: the shell’s page with a 503, Retry-After and noindex (the page still asks the API itself)', async () => {
  const app = await buildPageServer({ config: upstreams.config({ apiOrigin: CLOSED }) });
  const response = await app.inject('/shop/01');
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('30');
  const page = parsePage(response.body);
  expect(page.meta('robots')).toBe('noindex');
  expect(page.root.querySelector('script[src]')?.getAttribute('src')).toBe(`${upstreams.origin}/main.js`);
  // Pages that need no data are not affected.
  expect((await app.inject('/about')).statusCode).toBe(200);
  await app.close();
});

test('an API answer the route’s loader cannot use (not JSON) is a 503, never a 500', async () => {
  for (const body of ['not json']) {
    const fetchImpl = (url: string, init?: RequestInit) =>
      url.includes('/api/')
        ? Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }))
        : fetch(url, init);
    const app = await buildPageServer({ config: upstreams.config(), fetchImpl });
    for (const url of ['/home', '/shop/01', '/category/chair'])
      expect({ body, url, status: (await app.inject(url)).statusCode }).toEqual({ body, url, status: 503 });
    await app.close();
  }
});

test('the shell’s host down: a 503 until it has been read once, then the page it last sent', async () => {
  const down = await buildPageServer({ config: upstreams.config({ shellOrigin: CLOSED }) });
  const refused = await down.inject('/home');
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('30');
  await down.close();

  let shellUp = true;
  const fetchImpl = (url: string, init?: RequestInit) =>
    shellUp || !url.startsWith(upstreams.origin) || url.includes('/api/')
      ? fetch(url, init)
      : Promise.reject(new TypeError('fetch failed'));
  const app = await buildPageServer({ config: upstreams.config(), fetchImpl });
  expect((await app.inject('/about')).statusCode).toBe(200);
  shellUp = false;
  const kept = await app.inject('/about');
  expect(kept.statusCode).toBe(200);
  expect(parsePage(kept.body).root.getElementById('root')?.getAttribute('data-build')).toBe('v1');
  await app.close();
});

test('behind a trusted proxy that says https, pages get HSTS and upgrade-insecure-requests', async () => {
  const app = await buildPageServer({ config: upstreams.config({ trustProxy: 1 }) });
  const response = await app.inject({ url: '/about', headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
  expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  expect((await app.inject('/about')).headers['strict-transport-security']).toBeUndefined();
  await app.close();
});
