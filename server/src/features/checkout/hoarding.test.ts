/**
 * One account cannot hoard stock, on both storage adapters: it holds at most
 * CHECKOUT_MAX_PENDING_ORDERS unpaid orders (a new one replaces the oldest, whose stock returns),
 * and an order holds at most the product's maxPerOrder (else CHECKOUT_MAX_UNITS_PER_PRODUCT) units
 * of one product; a refused order changes no stock.
 */
import { CHECKOUT_API_PATHS, ORDERS_API_PATHS, type MyOrdersResponse } from 'shared-contracts';
import type { StorageHarness } from '../../storage/testing/contract-context';
import { tooManyUnitsMessage } from '../orders/pricing';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { paymentShop, type PaymentShop } from '../payment/test-support';
import { REPLACED_REASON } from './pending-orders';
import { as, builtIn, createOrder, orderBody, post, saveCart, setStock, stockOf } from './test-support';

const chair = builtIn('01');
const sofa = builtIn('02');
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);

describe.each(ADAPTERS)('stock hoarding on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });

  let shop: PaymentShop;
  beforeEach(async () => {
    shop = await paymentShop(harness, { PAYMENT_RECONCILE_MS: '3600000' }, [chair, sofa]);
  });
  afterEach(() => shop.close());

  it('an account holds at most 2 unpaid orders: a third replaces the oldest, whose stock returns', async () => {
    const { fixture } = shop;
    await setStock(fixture, chair.id, 10);
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 3 }]);
    const first = await createOrder(fixture, 'asha', chair.price * 3);
    const second = await createOrder(fixture, 'asha', chair.price * 3);
    expect(await stockOf(fixture, chair.id)).toBe(4);

    // The third is taken as usual (nothing alarming for the shopper); the oldest makes room for it.
    const third = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price * 3));
    expect(third.statusCode).toBe(200);
    const thirdId = third.json<{ id: string }>().id;
    expect(await stockOf(fixture, chair.id)).toBe(4);
    expect(await shop.order(first)).toMatchObject({ status: 'expired', stock: 'released' });
    expect((await shop.order(first)).history.at(-1)).toMatchObject({ to: 'expired', reason: REPLACED_REASON });
    expect((await shop.order(second)).status).toBe('pending');
    expect((await shop.order(thirdId)).status).toBe('pending');

    // Again and again: never more than two orders' worth held, and each unit returned once.
    const fourth = await createOrder(fixture, 'asha', chair.price * 3);
    expect(await stockOf(fixture, chair.id)).toBe(4);
    expect((await shop.order(second)).status).toBe('expired');
    const mine = await fixture.app.inject({ method: 'GET', url: ORDERS_API_PATHS.mine, headers: as('asha') });
    expect(mine.json<MyOrdersResponse>().orders.map(({ id }) => id)).toEqual([fourth, thirdId]);

    // Another account is not affected by asha's cap.
    await saveCart(fixture, 'bilal', [{ product: chair, quantity: 1 }]);
    await createOrder(fixture, 'bilal', chair.price);
    expect(await stockOf(fixture, chair.id)).toBe(3);
    expect((await shop.order(thirdId)).status).toBe('pending');
  });

  it('an order holds at most 10 of one product, or the product’s own maxPerOrder: more is refused, stock unchanged', async () => {
    const { fixture } = shop;
    await setStock(fixture, chair.id, 50);
    await setStock(fixture, sofa.id, 50);
    await saveCart(fixture, 'asha', [
      { product: sofa, quantity: 1 },
      { product: chair, quantity: 11 },
    ]);
    const tooMany = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(sofa.price + chair.price * 11),
    );
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([409, tooManyUnitsMessage(chair.productName, 10)]);
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([50, 50]);

    await fixture.storage.docs.mutate('products', sofa.id, (doc) => (doc ? { ...doc, maxPerOrder: 2 } : undefined));
    await saveCart(fixture, 'asha', [{ product: sofa, quantity: 3 }]);
    const overOwn = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(sofa.price * 3));
    expect([overOwn.statusCode, overOwn.json().message]).toEqual([409, tooManyUnitsMessage(sofa.productName, 2)]);
    expect(await stockOf(fixture, sofa.id)).toBe(50);

    await saveCart(fixture, 'asha', [
      { product: sofa, quantity: 2 },
      { product: chair, quantity: 10 },
    ]);
    await createOrder(fixture, 'asha', sofa.price * 2 + chair.price * 10);
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([40, 48]);
  });
});
