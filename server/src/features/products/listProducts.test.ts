import { gunzipSync } from 'node:zlib';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';

const COUNT = 10_000;

const stored = (i: number) => ({
  productName: `Teak stool ${i}`,
  shortDesc: 'A small stool',
  description: 'Turned legs, a round seat. '.repeat(4),
  category: i % 2 ? 'Chair' : 'Bench',
  price: 1000 + i,
  imgUrl: `http://localhost:4000/uploads/${i}.png`,
  images: [`http://localhost:4000/uploads/${i}.png`],
  reviews: [],
  avgRating: 0,
  reviewCount: 0,
  stock: i % 7,
  status: 'active',
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
});
const productId = (i: number) => `p${String(i).padStart(5, '0')}`;

describe('GET /api/products with 10,000 stored products', () => {
  let fixture: AppFixture;
  let listSpy: jest.SpyInstance;

  beforeAll(async () => {
    fixture = makeApp();
    for (let i = 0; i < COUNT; i++) await fixture.storage.docs.put('products', productId(i), stored(i));
    listSpy = jest.spyOn(fixture.storage.docs, 'list');
  });
  afterAll(() => fixture.close());

  it('answers the first page of 24, in storage order with all fields, to a bare request without sign-in: never the whole list', async () => {
    const started = performance.now();
    const response = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.products });
    const firstMs = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const page = response.json<ProductPage>();
    expect(page).toMatchObject({ total: COUNT, limit: 24, offset: 0 });
    expect(page.products.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => productId(i)));
    expect(page.products[12]).toEqual({ id: productId(12), ...stored(12) });
    expect(response.rawPayload.length).toBeLessThan(20_000);
    process.stdout.write(`  GET /api/products, 10,000 products: first page ${firstMs.toFixed(0)} ms\n`);
  });

  it('serves later requests from memory: no storage read, and a reload with the ETag is a 304', async () => {
    listSpy.mockClear();
    const url = `${PRODUCT_API_PATHS.products}?limit=100&offset=500`;
    const response = await fixture.app.inject({ method: 'GET', url });
    expect(response.json<ProductPage>().products).toHaveLength(100);
    expect(listSpy).not.toHaveBeenCalled();

    const again = await fixture.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gzips for clients that accept it', async () => {
    const url = `${PRODUCT_API_PATHS.products}?limit=100`;
    const plain = await fixture.app.inject({ method: 'GET', url });
    const zipped = await fixture.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('includes a product written after the page was cached, at the end, with a new ETag', async () => {
    const url = `${PRODUCT_API_PATHS.products}?offset=${COUNT - 1}`;
    const before = await fixture.app.inject({ method: 'GET', url });
    await fixture.storage.docs.create('products', 'zz-new', stored(99_999));
    const after = await fixture.app.inject({ method: 'GET', url });
    const page = after.json<ProductPage>();
    expect(page.total).toBe(COUNT + 1);
    expect(page.products.at(-1)).toEqual({ id: 'zz-new', ...stored(99_999) });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers a page object for any paging parameter: 24 by default, the total, active products only', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?offset=9998` });
    expect(response.statusCode).toBe(200);
    const page = response.json<ProductPage>();
    expect(page).toEqual({ products: expect.any(Array), total: COUNT + 1, limit: 24, offset: 9998 });
    expect(page.products.map((p) => p.id)).toEqual([productId(9998), productId(9999), 'zz-new']);

    await fixture.storage.docs.mutate('products', productId(9999), (doc) =>
      doc ? { ...doc, status: 'archived' } : undefined,
    );
    const after = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?offset=9998&limit=5` });
    expect(after.json<ProductPage>()).toMatchObject({ total: COUNT, limit: 5, offset: 9998 });
    expect(after.json<ProductPage>().products.map((p) => p.id)).toEqual([productId(9998), 'zz-new']);
    const first = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?q=stool%209999` });
    expect(first.json<ProductPage>().products.some((p) => p.id === productId(9999))).toBe(false);
  });

  it('pages quickly from memory (p95 of 200 requests each, in the test output)', async () => {
    const p95 = async (url: (i: number) => string): Promise<number> => {
      const times: number[] = [];
      for (let i = 0; i < 200; i++) {
        const started = performance.now();
        const response = await fixture.app.inject({ method: 'GET', url: url(i) });
        times.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
      return times.sort((a, b) => a - b)[Math.floor(times.length * 0.95)]!;
    };
    const page = await p95(
      (i) =>
        `${PRODUCT_API_PATHS.products}?limit=24&offset=${(i * 24) % COUNT}&sort=${i % 2 ? 'price-desc' : 'name-asc'}`,
    );
    const search = await p95((i) => `${PRODUCT_API_PATHS.products}?q=stool%20${i}&category=Chair`);
    const byId = await p95((i) => PRODUCT_API_PATHS.product(productId(i * 37)));
    process.stdout.write(
      `  10,000 products: page p95 ${page.toFixed(2)} ms, search p95 ${search.toFixed(2)} ms, by id p95 ${byId.toFixed(2)} ms\n`,
    );
  });

  it('refuses unknown or malformed query parameters with a 400', async () => {
    for (const query of ['?limit=ten', '?offset=-1', '?page=2', '?sort=cheapest']) {
      const response = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/querystring/);
    }
  });
});

describe('GET /api/products with nothing stored', () => {
  it('answers an empty page', async () => {
    const fixture = makeApp();
    try {
      const response = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.products });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ products: [], total: 0, limit: 24, offset: 0 });
    } finally {
      await fixture.close();
    }
  });
});
