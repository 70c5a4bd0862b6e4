import { SALE_MESSAGES } from 'shared-contracts/catalogue';
import { PRODUCT_TAX_MESSAGES } from 'shared-contracts/gst';
import { ADMIN_API_PATHS, PRODUCT_LIMITS, type ApiErrorBody, type CatalogueProduct } from 'shared-contracts';
import type { DocumentChange } from '../../storage/port';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { FOREIGN_IMAGE_MESSAGE } from './createProduct';
import { uploadNamesIn } from '../uploads/upload-names';

const valid = {
  productName: 'Sheesham Writing Desk',
  shortDesc: 'A compact desk in solid sheesham.',
  description: 'Hand-finished sheesham wood with one drawer.',
  category: 'Table',
  price: 18500,
  imgUrl: 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png',
};

describe('POST /api/products (admin)', () => {
  let fixture: AppFixture;
  beforeAll(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
  });
  afterAll(() => fixture.close());

  const post = (payload: object) =>
    fixture.app.inject({ method: 'POST', url: ADMIN_API_PATHS.products, headers: asUser('admin'), payload });
  const refused = async (payload: object): Promise<string> => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    return response.json<ApiErrorBody>().message;
  };

  it('stores the product (reviews empty, rating 0, active, 0 in stock, timestamps), answers it with its id, and feeds the products change stream', async () => {
    const changes: DocumentChange[] = [];
    const stop = fixture.storage.docs.watch('products', (change) => changes.push(change));
    const started = new Date().toISOString();
    const response = await post({ ...valid, productName: '  Sheesham Writing Desk  ' });
    stop();

    expect(response.statusCode).toBe(201);
    const product = response.json<CatalogueProduct>();
    expect(product).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      ...valid,
      images: [valid.imgUrl],
      reviews: [],
      avgRating: 0,
      reviewCount: 0,
      stock: 0,
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: product.createdAt,
    });
    expect(product.createdAt >= started).toBe(true);
    const { id, ...fields } = product;
    // Beside the product, its stock accounting: nothing held, the stock set is the total.
    const stored = {
      ...fields,
      imageNames: uploadNamesIn([fields.imgUrl, fields.images ?? []]),
      heldUnits: 0,
      stockTotal: 0,
    };
    expect(await fixture.storage.docs.get('products', id)).toEqual(stored);
    expect(changes).toEqual([{ id, data: stored }]);
    // Its uploaded picture is claimed, so the uploads sweep keeps it by a point read.
    expect(await fixture.storage.docs.get('uploads', '0123456789abcdef0123456789abcdef.png')).toEqual({
      productIds: [id],
      ordered: false,
    });
  });

  it('takes a whole number of units in stock, and refuses a negative or fractional one', async () => {
    const response = await post({ ...valid, stock: 7 });
    expect(response.statusCode).toBe(201);
    expect(response.json<CatalogueProduct>().stock).toBe(7);
    expect(await refused({ ...valid, stock: -1 })).toBe('body/stock must be >= 0');
    expect(await refused({ ...valid, stock: 1.5 })).toBe('body/stock must be integer');
  });

  it('takes a limit of units per order (a whole number from 1), and refuses 0 or null', async () => {
    const response = await post({ ...valid, maxPerOrder: 4 });
    expect(response.statusCode).toBe(201);
    expect(response.json<CatalogueProduct>().maxPerOrder).toBe(4);
    expect((await post(valid)).json<CatalogueProduct>()).not.toHaveProperty('maxPerOrder');
    expect(await refused({ ...valid, maxPerOrder: 0 })).toBe('body/maxPerOrder must be >= 1');
    expect(await refused({ ...valid, maxPerOrder: null })).toBe('body/maxPerOrder must be integer');
  });

  it('takes a compare-at price above the price (on sale), and refuses one not above it or not whole, storing nothing', async () => {
    const response = await post({ ...valid, price: 16000, compareAtPrice: 20000 });
    expect(response.statusCode).toBe(201);
    const product = response.json<CatalogueProduct>();
    expect(product).toMatchObject({ price: 16000, compareAtPrice: 20000 });
    expect(await fixture.storage.docs.get('products', product.id)).toMatchObject({
      price: 16000,
      compareAtPrice: 20000,
    });
    expect((await post(valid)).json<CatalogueProduct>()).not.toHaveProperty('compareAtPrice');
    const before = (await fixture.storage.docs.list('products')).length;
    const notAbove = `body/compareAtPrice: ${SALE_MESSAGES.compareAtNotAbovePrice}`;
    expect(await refused({ ...valid, price: 20000, compareAtPrice: 20000 })).toBe(notAbove);
    expect(await refused({ ...valid, price: 20000, compareAtPrice: 19999 })).toBe(notAbove);
    expect(await refused({ ...valid, compareAtPrice: 20000.5 })).toBe('body/compareAtPrice must be integer');
    expect(await refused({ ...valid, compareAtPrice: null })).toBe('body/compareAtPrice must be integer');
    expect((await fixture.storage.docs.list('products')).length).toBe(before);
  });

  it('takes an HSN code and a GST rate, stores them, and refuses a code that is not 4 to 8 digits or another rate', async () => {
    const response = await post({ ...valid, hsn: '94036000', gstRatePercent: 12 });
    expect(response.statusCode).toBe(201);
    const product = response.json<CatalogueProduct>();
    expect(product).toMatchObject({ hsn: '94036000', gstRatePercent: 12 });
    expect(await fixture.storage.docs.get('products', product.id)).toMatchObject({
      hsn: '94036000',
      gstRatePercent: 12,
    });
    expect(await refused({ ...valid, hsn: '940' })).toBe(`body/hsn: ${PRODUCT_TAX_MESSAGES.hsn}`);
    expect(await refused({ ...valid, hsn: '9403 60' })).toBe(`body/hsn: ${PRODUCT_TAX_MESSAGES.hsn}`);
    expect(await refused({ ...valid, gstRatePercent: 17 })).toBe(
      `body/gstRatePercent: ${PRODUCT_TAX_MESSAGES.gstRatePercent}`,
    );
    expect(await refused({ ...valid, gstRatePercent: '18' })).toBe('body/gstRatePercent must be number');
  });

  it('accepts a seed picture of this server as the image (an admin keeps it when editing)', async () => {
    const response = await post({ ...valid, imgUrl: 'http://localhost:4000/seed-art/07-0123456789.svg' });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a price of zero or less, or not a number', async () => {
    expect(await refused({ ...valid, price: 0 })).toBe('body/price must be > 0');
    expect(await refused({ ...valid, price: -5 })).toBe('body/price must be > 0');
    expect(await refused({ ...valid, price: '100' })).toBe('body/price must be number');
    expect(await refused({ ...valid, price: PRODUCT_LIMITS.maxPrice + 1 })).toMatch(/^body\/price must be <=/);
  });

  it('refuses a missing field, naming it', async () => {
    const { shortDesc: _omitted, ...missing } = valid;
    expect(await refused(missing)).toBe("body must have required property 'shortDesc'");
  });

  it('refuses an unknown field (no id, reviews, rating or role from the browser)', async () => {
    for (const field of ['id', 'reviews', 'avgRating', 'role']) {
      expect(await refused({ ...valid, [field]: 'x' })).toBe(`body has an unknown field '${field}'`);
    }
  });

  it('refuses blank or over-long text and a category outside the list', async () => {
    expect(await refused({ ...valid, productName: '   ' })).toBe('body/productName must not be blank');
    expect(await refused({ ...valid, description: '' })).toBe('body/description must NOT have fewer than 1 characters');
    expect(await refused({ ...valid, productName: 'x'.repeat(PRODUCT_LIMITS.productName + 1) })).toBe(
      `body/productName must NOT have more than ${PRODUCT_LIMITS.productName} characters`,
    );
    expect(await refused({ ...valid, category: 'Spaceship' })).toBe(
      'body/category must be equal to one of the allowed values',
    );
  });

  it('refuses an image that is not on an accepted image host', async () => {
    const foreign = [
      'https://evil.example.com/desk.png',
      'http://localhost:4000/uploads.evil.com/desk.png',
      'http://localhost:4000/api/uploads/../../secret',
      'http://localhost:4000/uploads/',
      'http://user:pw@localhost:4000/uploads/a.png',
      'javascript:alert(1)',
      'not a url',
    ];
    const stored = (await fixture.storage.docs.list('products')).length;
    for (const imgUrl of foreign) expect(await refused({ ...valid, imgUrl })).toBe(FOREIGN_IMAGE_MESSAGE);
    expect(await fixture.storage.docs.list('products')).toHaveLength(stored);
  });
});
