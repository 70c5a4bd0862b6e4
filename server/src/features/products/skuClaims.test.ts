/**
 * One product per SKU, even when two writes race: the admin's product writes claim their SKUs in
 * the transaction that stores the product, on both storage adapters. A claim of a product that no
 * longer sells the SKU (deleted, or the variant removed) holds nothing.
 */
import { ADMIN_API_PATHS, type ApiErrorBody, type CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS, VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { ADAPTERS, storeForEachTest } from '../../storage/testing/harnesses';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';

const picture = 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png';
const sofa = (name: string, sku: string) => ({
  productName: name,
  shortDesc: 'A teak sofa.',
  description: 'Hand-finished teak.',
  category: 'Sofa',
  price: 1,
  imgUrl: picture,
  options: [{ name: 'Size', values: ['3-seater', '5-seater'] }],
  variants: [
    { sku, optionValues: ['3-seater'], price: 45000, stock: 4 },
    { sku: `${sku}-5`, optionValues: ['5-seater'], price: 68000, stock: 2 },
  ],
});

// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);

describe.each(ADAPTERS)('SKU claims on %s', (_kind, makeHarness) => {
  let fixture: AppFixture;
  // Before the store's own hooks: the app (its change feed) stops before the store closes.
  afterEach(async () => {
    await fixture.app.close();
  });
  const store = storeForEachTest(makeHarness);
  beforeEach(async () => {
    const { storage } = store();
    fixture = makeApp({ storage });
    await seedAccounts(storage);
  });

  const create = (payload: object) =>
    fixture.app.inject({ method: 'POST', url: ADMIN_API_PATHS.products, headers: asUser('admin'), payload });
  const edit = (id: string, payload: object) =>
    fixture.app.inject({ method: 'PATCH', url: PRODUCT_API_PATHS.product(id), headers: asUser('admin'), payload });
  const remove = (id: string) =>
    fixture.app.inject({ method: 'DELETE', url: PRODUCT_API_PATHS.product(id), headers: asUser('admin') });

  it('two products created at once with one SKU: one is stored, the other refused naming the SKU', async () => {
    const answers = await Promise.all([create(sofa('Sofa A', 'RACE-1')), create(sofa('Sofa B', 'RACE-1'))]);
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find(({ statusCode }) => statusCode === 400);
    expect(refused?.json<ApiErrorBody>().message).toMatch(
      new RegExp(`^body/variants: ${VARIANT_MESSAGES.skuTaken('RACE-1(-5)?').replace(/[.']/g, '\\$&')}$`),
    );
    const stored = await store().storage.docs.list('products');
    expect(stored.filter(({ data }) => (data.variantSkus as string[]).includes('RACE-1'))).toHaveLength(1);
    const winner = answers.find(({ statusCode }) => statusCode === 201)?.json<CatalogueProduct>();
    expect(await store().storage.docs.get('skus', 'RACE-1')).toEqual({ productId: winner?.id });
  });

  it('two edits giving one new SKU to two products at once: one lands, the other changes nothing', async () => {
    const first = (await create(sofa('Sofa A', 'A-1'))).json<CatalogueProduct>();
    const second = (await create(sofa('Sofa B', 'B-1'))).json<CatalogueProduct>();
    const renamed = (product: CatalogueProduct) => ({
      options: product.options,
      variants: product.variants?.map((variant, index) => (index === 0 ? { ...variant, sku: 'SHARED-1' } : variant)),
    });
    const answers = await Promise.all([edit(first.id, renamed(first)), edit(second.id, renamed(second))]);
    expect(answers.map(({ statusCode }) => statusCode).sort()).toEqual([200, 400]);
    const owners = (await store().storage.docs.list('products')).filter(({ data }) =>
      (data.variantSkus as string[]).includes('SHARED-1'),
    );
    expect(owners).toHaveLength(1);
    // The refused product still sells what it sold.
    const loser = owners[0]?.id === first.id ? second : first;
    expect((await store().storage.docs.get('products', loser.id))?.variantSkus).toEqual(
      loser.variants?.map(({ sku }) => sku),
    );
  });

  it('frees a SKU whose product dropped it or was deleted, so another product may take it', async () => {
    const first = (await create(sofa('Sofa A', 'FREE-1'))).json<CatalogueProduct>();
    expect((await create(sofa('Sofa B', 'FREE-1'))).statusCode).toBe(400);
    const withoutIt = {
      options: [{ name: 'Size', values: ['5-seater'] }],
      variants: first.variants?.filter(({ sku }) => sku !== 'FREE-1'),
    };
    expect((await edit(first.id, withoutIt)).statusCode).toBe(200);
    expect(await store().storage.docs.get('skus', 'FREE-1')).toEqual({ productId: null });
    const second = await create({ ...sofa('Sofa B', 'FREE-1'), variants: [sofa('Sofa B', 'FREE-1').variants[0]] });
    expect(second.statusCode).toBe(201);

    // Deleted without a word to its claims: the claim of a product that is gone holds nothing.
    expect((await remove(second.json<CatalogueProduct>().id)).statusCode).toBe(204);
    const third = await create({ ...sofa('Sofa C', 'FREE-1'), variants: [sofa('Sofa C', 'FREE-1').variants[0]] });
    expect(third.statusCode).toBe(201);
    expect(await store().storage.docs.get('skus', 'FREE-1')).toEqual({
      productId: third.json<CatalogueProduct>().id,
    });
  });
});
