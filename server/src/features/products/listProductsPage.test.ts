import type { ApiErrorBody } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { openSqliteStorage } from '../../storage/sqlite';
import { asUser, seedAccounts } from '../admin/test-support';
import { STATUS_ADMIN_ONLY_MESSAGE } from './listProducts';
import { storedProduct } from './test-support';

const product = (name: string, category: string, price: number, day: number, status = 'active') => {
  const at = new Date(Date.UTC(2026, 0, day)).toISOString();
  return storedProduct({ productName: name, category, price, status, createdAt: at, updatedAt: at });
};

describe('GET /api/products?… (a page)', () => {
  let fixture: AppFixture;
  const page = async (query: string): Promise<ProductPage> => {
    const response = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ProductPage>();
  };
  const ids = async (query: string) => (await page(query)).products.map((p) => p.id);

  beforeAll(async () => {
    fixture = makeApp();
    await fixture.storage.docs.put('products', 'a', product('Teak Chair', 'Chair', 3000, 1));
    await fixture.storage.docs.put('products', 'b', product('oak bench', 'Bench', 1500, 2));
    await fixture.storage.docs.put('products', 'c', product('Walnut Study Table', 'Study Table', 9000, 3));
    await fixture.storage.docs.put('products', 'd', product('Archived Chair', 'Chair', 100, 4, 'archived'));
    await fixture.storage.docs.put('products', 'e', product('Mango Chair', 'Chair', 2000, 5));
  });
  afterAll(() => fixture.close());

  it('says the total, limit and offset; no sort is catalogue order', async () => {
    expect(await page('limit=2')).toEqual({
      products: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })],
      total: 4,
      limit: 2,
      offset: 0,
    });
    expect(await ids('limit=2&offset=2')).toEqual(['c', 'e']);
    expect(await ids('offset=10')).toEqual([]);
  });

  it('filters by category and by a trimmed, case-insensitive query in the name or the category', async () => {
    expect(await ids('category=Chair')).toEqual(['a', 'e']);
    expect(await ids('category=chair')).toEqual(['a', 'e']);
    expect(await ids('q=%20%20CHAIR%20')).toEqual(['a', 'e']);
    expect(await ids('q=study')).toEqual(['c']);
    expect(await ids('q=bench&category=Chair')).toEqual([]);
    expect((await page('q=chair')).total).toBe(2);
  });

  it('sorts by name (case-insensitive), price and newest', async () => {
    expect(await ids('sort=name-asc')).toEqual(['e', 'b', 'a', 'c']);
    expect(await ids('sort=name-desc')).toEqual(['c', 'a', 'b', 'e']);
    expect(await ids('sort=price-asc')).toEqual(['b', 'e', 'a', 'c']);
    expect(await ids('sort=price-desc')).toEqual(['c', 'a', 'e', 'b']);
    expect(await ids('sort=newest')).toEqual(['e', 'c', 'b', 'a']);
  });

  it('refuses a limit above 100 or below 1 with a clear 400', async () => {
    for (const limit of ['101', '0']) {
      const response = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?limit=${limit}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toBe(`querystring/limit must be from 1 to 100, got ${limit}.`);
    }
    expect((await page('limit=100')).limit).toBe(100);
  });

  it('answers an ETag: 304 for the same page unchanged, a new one after a change, another for another page', async () => {
    const url = `${PRODUCT_API_PATHS.products}?category=Chair`;
    const first = await fixture.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const again = await fixture.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await fixture.app.inject({ method: 'GET', url: `${url}&limit=1` });
    expect(other.headers.etag).not.toBe(etag);

    await fixture.storage.docs.put('products', 'f', product('Rosewood Chair', 'Chair', 5000, 6));
    const changed = await fixture.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ProductPage>().products.map((p) => p.id)).toEqual(['a', 'e', 'f']);
  });

  it('gives a page the same ETag on every instance of the shop (another server, or this one restarted)', async () => {
    // Two servers on one store, as behind a load balancer.
    const data = makeTempDir('etag-instances');
    const one = makeApp({ storage: openSqliteStorage({ dataDir: data.dir }) });
    const two = makeApp({ storage: openSqliteStorage({ dataDir: data.dir }) });
    try {
      await one.storage.docs.put('products', 'a', product('Teak Chair', 'Chair', 3000, 1));
      await one.storage.docs.put('products', 'e', product('Mango Chair', 'Chair', 2000, 5));
      const url = `${PRODUCT_API_PATHS.products}?category=Chair&sort=price-asc`;
      const here = await one.app.inject({ method: 'GET', url });
      const there = await two.app.inject({ method: 'GET', url, headers: { 'if-none-match': here.headers.etag } });
      expect(there.statusCode).toBe(304);
      expect(there.headers.etag).toBe(here.headers.etag);
    } finally {
      await one.close();
      await two.close();
      data.remove();
    }
  });
});

describe('GET /api/products?status=… (the admin’s lists)', () => {
  let fixture: AppFixture;
  const get = (query: string, headers: Record<string, string> = {}) =>
    fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?${query}`, headers });
  const ids = async (query: string) => {
    const response = await get(query, asUser('admin'));
    expect(response.statusCode).toBe(200);
    return response.json<ProductPage>().products.map((p) => p.id);
  };

  beforeAll(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', 'a', product('Teak Chair', 'Chair', 3000, 1));
    await fixture.storage.docs.put('products', 'b', product('Old Bench', 'Bench', 1500, 2, 'archived'));
    await fixture.storage.docs.put('products', 'c', product('Walnut Table', 'Table', 9000, 3));
    await fixture.storage.docs.put('products', 'd', product('Old Chair', 'Chair', 100, 4, 'archived'));
  });
  afterAll(() => fixture.close());

  it('lists archived or all products, in catalogue order, filtered, searched and sorted like the shop', async () => {
    expect(await ids('status=archived')).toEqual(['b', 'd']);
    expect(await ids('status=all&limit=10')).toEqual(['a', 'b', 'c', 'd']);
    expect(await ids('status=active')).toEqual(['a', 'c']);
    expect(await ids('status=all&q=old&sort=price-asc')).toEqual(['d', 'b']);
    expect(await ids('status=all&category=Chair&sort=name-asc')).toEqual(['d', 'a']);
    expect((await get('status=all&limit=1&offset=1', asUser('admin'))).json<ProductPage>()).toMatchObject({
      total: 4,
      limit: 1,
      offset: 1,
    });
  });

  it('refuses archived and all to a visitor and a shopper with a 403 that says why; a bad token is a 401', async () => {
    for (const status of ['archived', 'all']) {
      for (const headers of [{}, asUser('shopper')]) {
        const response = await get(`status=${status}`, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json<ApiErrorBody>().message).toBe(STATUS_ADMIN_ONLY_MESSAGE);
      }
    }
    expect((await get('status=archived', { authorization: 'Bearer rubbish' })).statusCode).toBe(401);
    expect((await get('status=deleted', asUser('admin'))).statusCode).toBe(400);
  });

  it('keeps today’s public answer without a status (even for an admin) and for status=active', async () => {
    for (const headers of [{}, asUser('shopper'), asUser('admin')]) {
      const response = await get('limit=10', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json<ProductPage>().products.map((p) => p.id)).toEqual(['a', 'c']);
    }
    expect((await get('status=active')).statusCode).toBe(200);
  });

  it('answers the admin private and unstored, under an ETag the public list never has', async () => {
    const publicPage = await get('limit=24');
    const adminPage = await get('limit=24&status=all', asUser('admin'));
    expect(adminPage.headers['cache-control']).toBe('private, no-store');
    expect(String(adminPage.headers.vary)).toMatch(/authorization/);
    expect(adminPage.headers.etag).not.toBe(publicPage.headers.etag);
    // The public page's ETag does not unlock the admin's list, nor the admin's the public one.
    const crossed = await get('limit=24&status=all', {
      ...asUser('admin'),
      'if-none-match': publicPage.headers.etag as string,
    });
    expect(crossed.statusCode).toBe(200);
    const back = await get('limit=24', { 'if-none-match': adminPage.headers.etag as string });
    expect(back.statusCode).toBe(200);
    expect(back.json<ProductPage>().total).toBe(2);
    // A shopper replaying the admin's ETag is refused before any 304.
    const replay = await get('limit=24&status=all', {
      ...asUser('shopper'),
      'if-none-match': adminPage.headers.etag as string,
    });
    expect(replay.statusCode).toBe(403);
  });
});

describe('GET /api/products?q=… (the search that forgives)', () => {
  let fixture: AppFixture;
  const ids = async (query: string): Promise<string[]> => {
    const response = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<ProductPage>().products.map((p) => p.id);
  };
  const described = (name: string, category: string, price: number, day: number, description: string) => ({
    ...product(name, category, price, day),
    description,
  });

  beforeAll(async () => {
    fixture = makeApp();
    const { docs } = fixture.storage;
    await docs.put('products', 'lounger', described('Plain Lounger', 'Bench', 9000, 1, 'Sits like a sofa.'));
    await docs.put('products', 'couch', described('Plain Couch', 'Sofa', 8000, 2, 'Deep seats.'));
    await docs.put('products', 'sofa', described('Teak Sofa Seat', 'Bench', 7000, 3, 'Teak.'));
    await docs.put('products', 'bed', described('Jaipur Sheesham Queen Bed', 'Double Sized Bed', 30000, 4, 'Wood.'));
    await docs.put('products', 'almirah', described('Kutch Walnut Almirah', 'Single Door Cupboard', 20000, 5, 'Oak.'));
    await docs.put('products', 'table', described('Walnut Study Table', 'Study Table', 9500, 6, 'Drawers.'));
  });
  afterAll(() => fixture.close());

  it('forgives a typo, ranks name matches above category matches, and finds by name or category only', async () => {
    expect(await ids('q=sofaa')).toEqual(['sofa', 'couch']);
    expect(await ids('q=SOFA')).toEqual(['sofa', 'couch']);
    expect(await ids('q=sits')).toEqual([]); // in a description only
  });

  it('sorts the matches when asked, and combines with the category and paging', async () => {
    expect(await ids('q=sofaa&sort=price-asc')).toEqual(['sofa', 'couch']);
    expect(await ids('q=sofaa&sort=price-desc')).toEqual(['couch', 'sofa']);
    expect(await ids('q=sofaa&category=Bench')).toEqual(['sofa']);
    const second = await fixture.app.inject({
      method: 'GET',
      url: `${PRODUCT_API_PATHS.products}?q=sofaa&limit=1&offset=1`,
    });
    expect(second.json<ProductPage>()).toMatchObject({
      total: 2,
      products: [expect.objectContaining({ id: 'couch' })],
    });
  });

  it('finds Indian spellings, plurals and a word still being typed', async () => {
    expect(await ids('q=shisham%20beds')).toEqual(['bed']);
    expect(await ids('q=almira')).toEqual(['almirah']);
    expect(await ids('q=walnut%20tab')).toEqual(['table']);
    expect(await ids('q=almirah%20xyz')).toEqual([]);
  });

  it('follows product writes: a renamed product is found by its new name only', async () => {
    expect(await ids('q=lounger')).toEqual(['lounger']);
    await fixture.storage.docs.mutate('products', 'lounger', (doc) =>
      doc ? { ...doc, productName: 'Plain Diwan' } : undefined,
    );
    expect(await ids('q=lounger')).toEqual([]);
    expect(await ids('q=divan')).toEqual(['lounger', 'sofa', 'couch']);
  });
});
