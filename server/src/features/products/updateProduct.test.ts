import { PRODUCT_TAX_MESSAGES } from 'shared-contracts/gst';
import type { ApiErrorBody, CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS, SALE_MESSAGES } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { ADMIN_ONLY_MESSAGE } from '../admin/require-admin';
import { asUser, seedAccounts } from '../admin/test-support';
import { FOREIGN_IMAGE_MESSAGE } from './productFields';
import { storedProduct } from './test-support';

// With its stock accounting, as the admin's products are stored (so no migration touches it meanwhile).
const stored = storedProduct({ heldUnits: 0, stockTotal: 2 });
/** As storage holds it once the start-up migrations ran: with the stored uploads it shows (none here). */
const storedDocument = { ...stored, imageNames: [] };

describe('PATCH /api/products/{id} (admin)', () => {
  let fixture: AppFixture;
  const patch = (payload: object, uid = 'admin', id = 'stool') =>
    fixture.app.inject({ method: 'PATCH', url: PRODUCT_API_PATHS.product(id), headers: asUser(uid), payload });
  const refused = async (payload: object): Promise<string> => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    return response.json<ApiErrorBody>().message;
  };

  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
    await fixture.storage.docs.put('products', 'stool', stored);
  });
  afterEach(() => fixture.close());

  it('changes the given fields (trimmed), stamps updatedAt, keeps the rest, and the shop reads the change', async () => {
    const response = await patch({
      price: 2999,
      stock: 0,
      productName: '  Teak Stool II ',
      imgUrl: 'http://localhost:4000/seed-art/01-0123456789.svg',
    });
    expect(response.statusCode).toBe(200);
    const product = response.json<CatalogueProduct>();
    expect(product).toEqual({
      ...storedProduct(),
      id: 'stool',
      price: 2999,
      stock: 0,
      productName: 'Teak Stool II',
      imgUrl: 'http://localhost:4000/seed-art/01-0123456789.svg',
      images: ['http://localhost:4000/seed-art/01-0123456789.svg'],
      updatedAt: expect.any(String),
    });
    expect(product.updatedAt > String(stored.updatedAt)).toBe(true);
    const { id: _id, ...document } = product;
    expect(await fixture.storage.docs.get('products', 'stool')).toEqual({
      ...document,
      imageNames: [],
      heldUnits: 0,
      stockTotal: 0,
    });
    const read = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product('stool') });
    expect(read.json<CatalogueProduct>().price).toBe(2999);
  });

  it('sets a product’s own limit per order (1 to 1000), refuses another value, and null goes back to the shop’s default', async () => {
    const set = await patch({ maxPerOrder: 3 });
    expect(set.statusCode).toBe(200);
    expect(set.json<CatalogueProduct>().maxPerOrder).toBe(3);
    expect(await fixture.storage.docs.get('products', 'stool')).toMatchObject({ maxPerOrder: 3 });
    expect((await patch({ price: 100 })).json<CatalogueProduct>().maxPerOrder).toBe(3);
    expect(await refused({ maxPerOrder: 0 })).toBe('body/maxPerOrder must be >= 1');
    expect(await refused({ maxPerOrder: 2.5 })).toBe('body/maxPerOrder must be integer,null');
    expect(await refused({ maxPerOrder: 1001 })).toBe('body/maxPerOrder must be <= 1000');
    const cleared = await patch({ maxPerOrder: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<CatalogueProduct>()).not.toHaveProperty('maxPerOrder');
    expect(await fixture.storage.docs.get('products', 'stool')).not.toHaveProperty('maxPerOrder');
  });

  it('puts the product on sale with a compare-at price above its price, refuses one not above it, and null ends the sale', async () => {
    const notAbove = `body/compareAtPrice: ${SALE_MESSAGES.compareAtNotAbovePrice}`;
    // The stool costs 2599.
    expect(await refused({ compareAtPrice: 2599 })).toBe(notAbove);
    expect(await refused({ compareAtPrice: 3000.5 })).toBe('body/compareAtPrice must be integer,null');
    expect(await fixture.storage.docs.get('products', 'stool')).toEqual(storedDocument);

    const set = await patch({ compareAtPrice: 3200 });
    expect(set.statusCode).toBe(200);
    expect(set.json<CatalogueProduct>()).toMatchObject({ price: 2599, compareAtPrice: 3200 });
    expect(await fixture.storage.docs.get('products', 'stool')).toMatchObject({ compareAtPrice: 3200 });
    // Other edits keep the sale; a new price must stay below the compare-at price, or both change together.
    expect((await patch({ stock: 5 })).json<CatalogueProduct>().compareAtPrice).toBe(3200);
    expect(await refused({ price: 3200 })).toBe(notAbove);
    expect(await fixture.storage.docs.get('products', 'stool')).toMatchObject({ price: 2599, compareAtPrice: 3200 });
    const both = await patch({ price: 3500, compareAtPrice: 4000 });
    expect(both.json<CatalogueProduct>()).toMatchObject({ price: 3500, compareAtPrice: 4000 });

    const cleared = await patch({ compareAtPrice: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<CatalogueProduct>()).not.toHaveProperty('compareAtPrice');
    expect(await fixture.storage.docs.get('products', 'stool')).not.toHaveProperty('compareAtPrice');
    const read = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product('stool') });
    expect(read.json<CatalogueProduct>()).not.toHaveProperty('compareAtPrice');
  });

  it('changes the HSN code and GST rate, keeps them on other edits, and refuses bad ones without storing', async () => {
    const set = await patch({ hsn: '9401', gstRatePercent: 28 });
    expect(set.statusCode).toBe(200);
    expect(set.json<CatalogueProduct>()).toMatchObject({ hsn: '9401', gstRatePercent: 28 });
    expect((await patch({ price: 100 })).json<CatalogueProduct>()).toMatchObject({ hsn: '9401', gstRatePercent: 28 });
    expect(await refused({ hsn: '12345678901' })).toBe(`body/hsn: ${PRODUCT_TAX_MESSAGES.hsn}`);
    expect(await refused({ gstRatePercent: 18.5, price: 1 })).toBe(
      `body/gstRatePercent: ${PRODUCT_TAX_MESSAGES.gstRatePercent}`,
    );
    expect(await fixture.storage.docs.get('products', 'stool')).toMatchObject({
      hsn: '9401',
      gstRatePercent: 28,
      price: 100,
    });
  });

  it('a new uploaded picture is claimed for the product; other changes write no claim', async () => {
    const picture = `${'f'.repeat(32)}.webp`;
    expect((await patch({ price: 100 })).statusCode).toBe(200);
    expect(await fixture.storage.docs.get('uploads', picture)).toBeNull();
    expect((await patch({ imgUrl: `http://localhost:4000/uploads/${picture}` })).statusCode).toBe(200);
    expect(await fixture.storage.docs.get('uploads', picture)).toEqual({ productIds: ['stool'], ordered: false });
  });

  it('archives and restores', async () => {
    expect((await patch({ status: 'archived' })).json<CatalogueProduct>().status).toBe('archived');
    expect((await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product('stool') })).statusCode).toBe(404);
    expect((await patch({ status: 'active' })).json<CatalogueProduct>().status).toBe('active');
    expect((await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product('stool') })).statusCode).toBe(200);
  });

  it('refuses what create refuses, unknown fields, an empty body and a bad status or stock', async () => {
    expect(await refused({ price: 0 })).toBe('body/price must be > 0');
    expect(await refused({ productName: '   ' })).toBe('body/productName must not be blank');
    expect(await refused({ imgUrl: 'https://evil.example.com/a.png' })).toBe(FOREIGN_IMAGE_MESSAGE);
    expect(await refused({ category: 'Spaceship' })).toBe('body/category must be equal to one of the allowed values');
    for (const field of ['id', 'reviews', 'avgRating', 'createdAt', 'updatedAt']) {
      expect(await refused({ [field]: 'x' })).toBe(`body has an unknown field '${field}'`);
    }
    expect(await refused({})).toBe('body must NOT have fewer than 1 properties');
    expect(await refused({ status: 'deleted' })).toBe('body/status must be equal to one of the allowed values');
    expect(await refused({ stock: -1 })).toBe('body/stock must be >= 0');
    expect(await fixture.storage.docs.get('products', 'stool')).toEqual(storedDocument);
  });

  it('is admin only (401 signed out, 403 for a shopper) and a 404 for an unknown product', async () => {
    const signedOut = await fixture.app.inject({
      method: 'PATCH',
      url: PRODUCT_API_PATHS.product('stool'),
      payload: { price: 1 },
    });
    expect(signedOut.statusCode).toBe(401);
    const shopper = await patch({ price: 1 }, 'shopper');
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json<ApiErrorBody>().message).toBe(ADMIN_ONLY_MESSAGE);
    const unknown = await patch({ price: 1 }, 'admin', 'nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().message).toBe("No product with id 'nope' is sold here.");
    expect(await fixture.storage.docs.get('products', 'nope')).toBeNull();
  });
});
