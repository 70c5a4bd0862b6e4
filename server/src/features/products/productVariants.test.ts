import { ADMIN_API_PATHS, type ApiErrorBody, type CatalogueProduct } from 'shared-contracts';
import { PRODUCT_API_PATHS, VARIANT_MESSAGES } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { asUser, seedAccounts } from '../admin/test-support';
import { createOrdersRepository } from '../orders/repository';

const picture = 'http://localhost:4000/uploads/0123456789abcdef0123456789abcdef.png';
const sofa = {
  productName: 'Chettinad Teak Sofa',
  shortDesc: 'A teak sofa.',
  description: 'Hand-finished teak.',
  category: 'Sofa',
  price: 1,
  imgUrl: picture,
  options: [
    { name: 'Size', values: ['3-seater', '5-seater'] },
    { name: 'Finish', values: ['Teak', 'Walnut'] },
  ],
  variants: [
    { sku: 'SOFA-3-TEAK', optionValues: ['3-seater', 'Teak'], price: 45000, stock: 4 },
    { sku: 'SOFA-5-WAL', optionValues: ['5-seater', 'Walnut'], price: 68000, stock: 2, images: [picture] },
  ],
};

describe('admin product writes with options and variants', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedAccounts(fixture.storage);
  });
  afterEach(() => fixture.close());

  const post = (payload: object) =>
    fixture.app.inject({ method: 'POST', url: ADMIN_API_PATHS.products, headers: asUser('admin'), payload });
  const patch = (id: string, payload: object) =>
    fixture.app.inject({ method: 'PATCH', url: PRODUCT_API_PATHS.product(id), headers: asUser('admin'), payload });
  const refused = async (answer: Promise<{ statusCode: number; json: <T>() => T }>): Promise<string> => {
    const response = await answer;
    expect(response.statusCode).toBe(400);
    return response.json<ApiErrorBody>().message;
  };

  it('creates a product with variants: active and priced at its lowest variant, its stock theirs together', async () => {
    const response = await post(sofa);
    expect(response.statusCode).toBe(201);
    const product = response.json<CatalogueProduct>();
    expect(product).toMatchObject({ price: 45000, stock: 6, options: sofa.options });
    expect(product.variants).toEqual([
      { ...sofa.variants[0], status: 'active' },
      { ...sofa.variants[1], status: 'active' },
    ]);
    expect(await fixture.storage.docs.get('products', product.id)).toMatchObject({
      variantSkus: ['SOFA-3-TEAK', 'SOFA-5-WAL'],
      heldUnits: 0,
      stockTotal: 6,
    });
    // The public read answers the same variants.
    const read = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product(product.id) });
    expect(read.json<CatalogueProduct>().variants).toEqual(product.variants);
  });

  it('puts one variant on sale: its compare-at price kept and read back, the product listed on sale; one at or below its price is refused', async () => {
    const onSale = { ...sofa, variants: [{ ...sofa.variants[0], compareAtPrice: 52000 }, sofa.variants[1]] };
    expect(await refused(post({ ...onSale, variants: [{ ...sofa.variants[0], compareAtPrice: 45000 }] }))).toBe(
      `body/variants/0/compareAtPrice: ${VARIANT_MESSAGES.compareAtPrice}`,
    );
    const created = await post(onSale);
    expect(created.statusCode).toBe(201);
    const product = created.json<CatalogueProduct>();
    expect(product.variants?.[0]).toMatchObject({ sku: 'SOFA-3-TEAK', price: 45000, compareAtPrice: 52000 });
    expect(product.variants?.[1]).not.toHaveProperty('compareAtPrice');
    const read = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.product(product.id) });
    expect(read.json<CatalogueProduct>().variants?.[0]?.compareAtPrice).toBe(52000);
    const listed = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?onSale=true` });
    expect(listed.json<{ products: CatalogueProduct[] }>().products.map(({ id }) => id)).toEqual([product.id]);

    // The whole list again without it: the sale ends.
    const ended = await patch(product.id, { options: sofa.options, variants: sofa.variants });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<CatalogueProduct>().variants?.[0]).not.toHaveProperty('compareAtPrice');
    const after = await fixture.app.inject({ method: 'GET', url: `${PRODUCT_API_PATHS.products}?onSale=true` });
    expect(after.json<{ products: CatalogueProduct[] }>().products).toEqual([]);
  });

  it('refuses broken options and variants with a sentence, storing nothing', async () => {
    const four = [...sofa.options, { name: 'Legs', values: ['Short'] }, { name: 'Arms', values: ['Round'] }];
    expect(await refused(post({ ...sofa, options: four }))).toBe(`body/options: ${VARIANT_MESSAGES.tooManyOptions}`);
    const oak = [{ ...sofa.variants[0], optionValues: ['3-seater', 'Oak'] }];
    expect(await refused(post({ ...sofa, variants: oak }))).toBe(
      'body/variants/0/optionValues/1: The option Finish has no value "Oak".',
    );
    const twice = [sofa.variants[0], { ...sofa.variants[0], sku: 'OTHER' }];
    expect(await refused(post({ ...sofa, variants: twice }))).toBe(
      'body/variants/1/optionValues: Two variants are 3-seater, Teak.',
    );
    const many = Array.from({ length: 101 }, (_, index) => ({ ...sofa.variants[0], sku: `S${index}` }));
    expect(await refused(post({ ...sofa, variants: many }))).toBe(`body/variants: ${VARIANT_MESSAGES.tooManyVariants}`);
    const foreign = [{ ...sofa.variants[0], images: ['https://elsewhere.example/a.png'] }];
    expect(await refused(post({ ...sofa, variants: foreign }))).toMatch(/^body\/variants\/0\/images must all be/);
    expect(await fixture.storage.docs.count('products')).toBe(0);

    // A SKU is unique across the shop.
    expect((await post(sofa)).statusCode).toBe(201);
    const again = { ...sofa, variants: [{ ...sofa.variants[0], sku: 'NEW-1' }, sofa.variants[1]] };
    expect(await refused(post(again))).toBe(`body/variants: ${VARIANT_MESSAGES.skuTaken('SOFA-5-WAL')}`);
    expect(await fixture.storage.docs.count('products')).toBe(1);
  });

  it('edits the variants as a whole list: a variant in an order is archived instead of deleted, one in none is deleted; a bad edit changes nothing', async () => {
    const { id } = (await post(sofa)).json<CatalogueProduct>();
    await createOrdersRepository(fixture.storage.docs).createReserving({
      id: 'order_1',
      uid: 'shopper',
      items: [
        {
          id,
          productName: sofa.productName,
          imgUrl: picture,
          price: 68000,
          quantity: 1,
          totalPrice: 68000,
          variantSku: 'SOFA-5-WAL',
          variantLabel: '5-seater, Walnut',
        },
      ],
      amount: 68000,
      currency: 'INR',
      receipt: 'rcpt_1',
      provider: 'sandbox',
      createdAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const before = await fixture.storage.docs.get('products', id);

    expect(await refused(patch(id, { variants: [{ ...sofa.variants[0], price: 0 }] }))).toBe(
      `body/variants/0/price: ${VARIANT_MESSAGES.price}`,
    );
    // Without options the ordered variant could not stay: refused, naming it.
    expect(await refused(patch(id, { options: [], variants: [] }))).toMatch(/^body\/variants: SOFA-5-WAL is in orders/);
    expect(await fixture.storage.docs.get('products', id)).toEqual(before);

    const replaced = await patch(id, {
      variants: [{ sku: 'SOFA-5-TEAK', optionValues: ['5-seater', 'Teak'], price: 62000, stock: 3 }],
    });
    expect(replaced.statusCode).toBe(200);
    const product = replaced.json<CatalogueProduct>();
    expect(product.variants?.map(({ sku, status, stock }) => ({ sku, status, stock }))).toEqual([
      { sku: 'SOFA-5-TEAK', status: 'active', stock: 3 },
      { sku: 'SOFA-5-WAL', status: 'archived', stock: 1 },
    ]);
    expect(product).toMatchObject({ price: 62000, stock: 3 });
    // The archived variant keeps the units its order holds.
    expect(await fixture.storage.docs.get('products', id)).toMatchObject({ stock: 3, heldUnits: 1, stockTotal: 4 });

    // A price change alone keeps a variant's stock and status.
    const repriced = await patch(id, {
      variants: [{ sku: 'SOFA-5-TEAK', optionValues: ['5-seater', 'Teak'], price: 60000 }],
    });
    expect(repriced.json<CatalogueProduct>().variants?.[0]).toMatchObject({ price: 60000, stock: 3, status: 'active' });
  });
});
