import type { ApiErrorBody, CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { ARCHIVED_MESSAGE, notFoundMessage } from './getProduct';
import { storedProduct } from './test-support';

const stored = storedProduct({
  reviews: [{ name: 'Meera', rating: 5, text: 'Sturdy.' }],
  avgRating: 5,
  updatedAt: '2026-01-02T00:00:00.000Z',
});

describe('GET /api/products/{id}', () => {
  let fixture: AppFixture;
  const get = (id: string, headers: Record<string, string> = {}) =>
    fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product(id), headers });

  beforeAll(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', 'stool', stored);
    await fixture.storage.docs.put('products', 'gone', { ...stored, productName: 'Old Stool', status: 'archived' });
  });
  afterAll(() => fixture.close());

  it('answers one product, without sign-in, with an ETag; the same ETag back is a 304', async () => {
    const response = await get('stool');
    expect(response.statusCode).toBe(200);
    expect(response.json<CatalogueProduct>()).toEqual({ id: 'stool', ...stored });
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('stool', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('changes the ETag when the product changes', async () => {
    const before = (await get('stool')).headers.etag;
    await fixture.storage.docs.put('products', 'stool', { ...stored, price: 2799 });
    const after = await get('stool', { 'if-none-match': before as string });
    expect(after.statusCode).toBe(200);
    expect(after.json<CatalogueProduct>().price).toBe(2799);
    expect(after.headers.etag).not.toBe(before);
  });

  it('is a 404 with a clear message for an unknown id', async () => {
    const response = await get('nope');
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().message).toBe(notFoundMessage('nope'));
    expect(notFoundMessage('nope')).toBe("No product with id 'nope' is sold here.");
  });

  it('an archived product is a 404 to shoppers (signed out, signed in, bad token) and visible to an admin', async () => {
    for (const headers of [{}, asUser('shopper'), { authorization: 'Bearer rubbish' }]) {
      const response = await get('gone', headers);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().message).toBe(ARCHIVED_MESSAGE);
    }
    const admin = await get('gone', asUser('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json<CatalogueProduct>()).toMatchObject({ id: 'gone', status: 'archived' });
    expect(admin.headers['cache-control']).toMatch(/private/);
  });
});
