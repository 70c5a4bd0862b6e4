import type { FastifyInstance } from 'fastify';
import { parse } from 'node-html-parser';
import { PRODUCT_CATEGORIES } from 'shared-contracts';
import { buildPageServer } from '../../app';
import { SITEMAP_UNAVAILABLE_MESSAGE } from './routes';
import { product, SITE_URL, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';

/** 205 active products (three pages of the API's 100) and one archived. */
const PRODUCTS = [
  ...Array.from({ length: 205 }, (_, i) => product(String(i + 1).padStart(3, '0'))),
  product('archived-1', { status: 'archived' }),
];
const PAGES = [
  '/home',
  '/shop',
  ...PRODUCT_CATEGORIES.map((c) => `/category/${c.toLowerCase().replace(/ /g, '-')}`),
  '/about',
  '/privacy-policy',
];

let upstreams: FakeUpstreams;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  upstreams = await startFakeUpstreams(PRODUCTS);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await upstreams.close();
});

async function server(sitemapUrlLimit?: number): Promise<FastifyInstance> {
  const app = await buildPageServer({
    config: upstreams.config(sitemapUrlLimit ? { sitemapUrlLimit } : {}),
    sitemapMaxAgeMs: 0,
  });
  apps.push(app);
  return app;
}

const xmlOf = (body: string) => parse(body);
const locs = (body: string) =>
  xmlOf(body)
    .querySelectorAll('url > loc')
    .map((loc) => loc.text);

test('the sitemap lists home, shop, the categories, about, privacy and every active product with its last change', async () => {
  const app = await server();
  const response = await app.inject('/sitemap.xml');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  const doc = xmlOf(response.body);
  expect(doc.querySelector('urlset')?.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const active = PRODUCTS.filter((p) => p.status === 'active');
  expect(locs(response.body)).toEqual([
    ...PAGES.map((path) => `${SITE_URL}${path}`),
    ...active.map((p) => `${SITE_URL}/shop/${p.id}`),
  ]);
  const lastmods = doc
    .querySelectorAll('url')
    .filter((url) => url.querySelector('lastmod'))
    .map((url) => [url.querySelector('loc')?.text, url.querySelector('lastmod')?.text]);
  expect(lastmods).toEqual(active.map((p) => [`${SITE_URL}/shop/${p.id}`, p.updatedAt]));
});

test('above the URL limit the sitemap is an index of parts, which together list every URL once', async () => {
  const app = await server(100);
  const index = await app.inject('/sitemap.xml');
  const parts = xmlOf(index.body)
    .querySelectorAll('sitemapindex > sitemap > loc')
    .map((loc) => loc.text);
  const total = PAGES.length + 205;
  expect(parts).toEqual([1, 2, 3].map((n) => `${SITE_URL}/sitemap-${n}.xml`));
  const listed: string[] = [];
  for (const n of [1, 2, 3]) {
    const part = await app.inject(`/sitemap-${n}.xml`);
    expect(part.statusCode).toBe(200);
    expect(locs(part.body).length).toBeLessThanOrEqual(100);
    listed.push(...locs(part.body));
  }
  expect(listed).toHaveLength(total);
  expect(new Set(listed).size).toBe(total);
  expect((await app.inject('/sitemap-4.xml')).statusCode).toBe(404);
});

test('a single sitemap has no parts', async () => {
  const app = await server();
  expect((await app.inject('/sitemap-1.xml')).statusCode).toBe(404);
});

test('robots.txt keeps crawlers out of the private pages and names the sitemap', async () => {
  const app = await server();
  const response = await app.inject('/robots.txt');
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  const lines = response.body.split('\n').filter(Boolean);
  expect(lines[0]).toBe('User-agent: *');
  const disallowed = lines
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
  expect(disallowed).toEqual(
    expect.arrayContaining([
      '/cart',
      '/checkout',
      '/wishlist',
      '/orders',
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/dashboard',
    ]),
  );
  expect(disallowed).not.toContain('/shop');
  expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('with the API unreachable the sitemap answers 503 with Retry-After, not a server error', async () => {
  const app = await buildPageServer({
    config: upstreams.config({ apiOrigin: 'http://127.0.0.1:9' }),
    sitemapMaxAgeMs: 0,
  });
  apps.push(app);
  const response = await app.inject('/sitemap.xml');
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('120');
  expect(response.body).toBe(SITEMAP_UNAVAILABLE_MESSAGE);
});
