/** Variants through the cart and checkout: a line per variant, priced and reserved by its variant. */
import { CHECKOUT_API_PATHS, type ApiErrorBody } from 'shared-contracts';
import { VARIANT_LINE_MESSAGES } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { createOrdersRepository } from '../orders/repository';
import { createProductWriter } from '../products/productsRepository';
import { seedVariantsOf } from '../products/seed/seedVariants';
import { checkStock } from '../products/stock-check';
import { as, builtIn, orderBody, post, seedShop } from './test-support';

const sofa = builtIn('09');
const chair = builtIn('01');
const line = (variantSku: string | undefined, quantity = 1, price = 1) => ({
  id: sofa.id,
  productName: sofa.productName,
  imgUrl: '/sofa.svg',
  price,
  quantity,
  ...(variantSku ? { variantSku, variantLabel: variantSku } : {}),
});

describe('checkout of products with variants', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedShop(fixture);
    // The sofa in its seed versions, every one with 3 units.
    const versions = seedVariantsOf(sofa.id, 0);
    await createProductWriter(fixture.storage.docs).update(sofa.id, (product) => ({
      ...product,
      options: versions.options,
      variants: versions.variants?.map((variant) => ({ ...variant, stock: 3 })),
    }));
  });
  afterEach(() => fixture.close());

  const saveCart = (items: object[]) =>
    fixture.app.inject({ method: 'PUT', url: '/api/carts/me', headers: as('asha'), payload: { items } });
  const variantStocks = async () =>
    Object.fromEntries(
      ((await createProductWriter(fixture.storage.docs).get(sofa.id))?.variants ?? []).map((v) => [v.sku, v.stock]),
    );

  it('two variants of one product are two lines, each priced and reserved by its variant and named on the order', async () => {
    expect((await saveCart([line('WC09-3S-NAT', 2), line('WC09-311-WAL', 1)])).statusCode).toBe(200);
    const created = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(74999 * 2 + 126999));
    expect(created.statusCode).toBe(200);
    const order = await createOrdersRepository(fixture.storage.docs).get(created.json<{ id: string }>().id);
    expect(
      order?.items.map(({ price, quantity, variantSku, variantLabel }) => ({
        price,
        quantity,
        variantSku,
        variantLabel,
      })),
    ).toEqual([
      { price: 74999, quantity: 2, variantSku: 'WC09-3S-NAT', variantLabel: '3-seater, Natural teak' },
      { price: 126999, quantity: 1, variantSku: 'WC09-311-WAL', variantLabel: '3+1+1 set, Walnut' },
    ]);
    expect(await variantStocks()).toEqual({
      'WC09-3S-NAT': 1,
      'WC09-3S-WAL': 3,
      'WC09-311-NAT': 3,
      'WC09-311-WAL': 2,
    });
    expect((await checkStock(fixture.storage.docs)).differences).toEqual([]);
  });

  it('a product with variants needs one; a short variant is named; nothing is reserved', async () => {
    await saveCart([line(undefined)]);
    const none = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(74999));
    expect(none.statusCode).toBe(409);
    expect(none.json<ApiErrorBody>().message).toBe(VARIANT_LINE_MESSAGES.chooseVariant(sofa.productName));

    await saveCart([line('WC09-3S-WAL', 4)]);
    const short = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(78999 * 4));
    expect(short.statusCode).toBe(409);
    expect(short.json<ApiErrorBody>().message).toBe(
      `Only 3 of ${sofa.productName} — 3-seater, Walnut left. Lower the quantity in your cart to continue.`,
    );
    expect(await fixture.storage.docs.count('orders')).toBe(0);
  });

  it('the cart and the wishlist refuse a SKU the product does not sell, an archived one, one on a product without variants, and one variant twice', async () => {
    const message = async (items: object[], url = '/api/carts/me') => {
      const response = await fixture.app.inject({ method: 'PUT', url, headers: as('asha'), payload: { items } });
      expect(response.statusCode).toBe(400);
      return response.json<ApiErrorBody>().message;
    };
    expect(await message([line('NOPE')])).toBe(
      `body/items/0/variantSku: ${VARIANT_LINE_MESSAGES.unknownSku(sofa.productName, 'NOPE')}`,
    );
    const wishlistLine = { id: chair.id, productName: chair.productName, imgUrl: '/c.svg', price: 1, variantSku: 'X' };
    expect(await message([wishlistLine], '/api/wishlists/me')).toBe(
      `body/items/0/variantSku: ${VARIANT_LINE_MESSAGES.noVariants(chair.productName)}`,
    );
    expect(await message([line('WC09-3S-NAT'), line('WC09-3S-NAT')])).toMatch(/appears twice; one line per variant$/);
    await createProductWriter(fixture.storage.docs).update(sofa.id, (product) => ({
      ...product,
      variants: product.variants?.map((v) => (v.sku === 'WC09-3S-NAT' ? { ...v, status: 'archived' } : v)),
    }));
    expect(await message([line('WC09-3S-NAT')])).toBe(
      `body/items/0/variantSku: ${VARIANT_LINE_MESSAGES.archivedSku(`${sofa.productName} — 3-seater, Natural teak`)}`,
    );
    // A line saved before the variant was archived is refused at checkout, naming it.
    await fixture.storage.docs.put('carts', 'asha', { items: [{ ...line('WC09-3S-NAT'), quantity: 1 }] });
    const archived = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(74999));
    expect(archived.statusCode).toBe(409);
    expect(archived.json<ApiErrorBody>().message).toBe(
      VARIANT_LINE_MESSAGES.archivedSku(`${sofa.productName} — 3-seater, Natural teak`),
    );
  });
});
