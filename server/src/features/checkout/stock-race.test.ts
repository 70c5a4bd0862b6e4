/**
 * Signed-in shoppers race through checkout for the last units, the whole route, on both storage
 * adapters (Firestore: the official emulator, with real transaction contention and retries).
 */
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import type { StorageHarness } from '../../storage/testing/contract-context';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { paymentShop, until, type PaymentShop } from '../payment/test-support';
import { builtIn, orderBody, post, saveCart, setStock, stockOf } from './test-support';

const sofa = builtIn('08');
const chair = builtIn('01');
// Twenty transactions contending for one product take the Firestore emulator seconds (lock timeouts, retries).
jest.setTimeout(120_000);

describe.each(ADAPTERS)('20 shoppers, 5 units, on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });

  let shop: PaymentShop;
  beforeEach(async () => {
    shop = await paymentShop(harness, {}, [sofa, chair]);
    await setStock(shop.fixture, sofa.id, 5);
  });
  afterEach(() => shop.close());

  it('exactly 5 pay, 15 are told it sold out (naming the product), stock ends at 0 and never below', async () => {
    const { fixture } = shop;
    const shoppers = Array.from({ length: 20 }, (_, i) => `shopper${i}`);
    for (const uid of shoppers) await saveCart(fixture, uid, [{ product: sofa, quantity: 1 }]);

    // Stock is watched while the race runs (SQLite reports every write, Firestore the latest
    // states): it must never read below 0.
    const seen: number[] = [];
    const stopWatching = fixture.storage.docs.watch('products', ({ id, data }) => {
      if (id === sofa.id && data) seen.push(Number(data.stock));
    });
    const created = await Promise.all(
      shoppers.map((uid) => post(fixture, uid, CHECKOUT_API_PATHS.createOrder, orderBody(sofa.price))),
    );
    const statuses = created.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const winners = shoppers.filter((_, i) => created[i]?.statusCode === 200);
    for (const response of created.filter(({ statusCode }) => statusCode === 409))
      expect(response.json().message).toBe(`${sofa.productName} is sold out. Remove it from your cart to continue.`);

    const paid = await Promise.all(
      winners.map(async (uid) => {
        const orderId = created[shoppers.indexOf(uid)]?.json<{ id: string }>().id ?? '';
        const handler = await fixture.app.inject({
          method: 'POST',
          url: '/sandbox/pay',
          payload: { order_id: orderId },
        });
        return post(fixture, uid, CHECKOUT_API_PATHS.verify, handler.json());
      }),
    );
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const orders = await fixture.storage.docs.list('orders');
    expect(orders.map(({ data }) => data.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(await stockOf(fixture, sofa.id)).toBe(0);
    await until(async () => seen.includes(0), 'the change feed reports the stock at 0');
    stopWatching();
    expect(Math.min(...seen)).toBe(0);
  });

  it('12 shoppers buying a chair and a sofa race for the last 3 sofas: 3 orders, and the losers hold no chair', async () => {
    const { fixture } = shop;
    await setStock(fixture, sofa.id, 3);
    await setStock(fixture, chair.id, 5);
    const shoppers = Array.from({ length: 12 }, (_, i) => `pair${i}`);
    for (const uid of shoppers)
      await saveCart(fixture, uid, [
        { product: chair, quantity: 1 },
        { product: sofa, quantity: 1 },
      ]);
    const created = await Promise.all(
      shoppers.map((uid) => post(fixture, uid, CHECKOUT_API_PATHS.createOrder, orderBody(chair.price + sofa.price))),
    );
    const statuses = created.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    // A shopper refused on the sofa gave back the chair the first line had reserved.
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([2, 0]);
    expect(await fixture.storage.docs.count('orders')).toBe(3);
  });
});
