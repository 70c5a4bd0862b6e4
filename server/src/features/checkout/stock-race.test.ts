/** Issue 13 item 5: twenty signed-in shoppers race through checkout for the last 5 units (SQLite, the whole route). */
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { builtIn, orderBody, post, saveCart, seedShop, setStock, stockOf } from './test-support';

const sofa = builtIn('08');

describe('20 shoppers, 5 units', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp();
    await seedShop(fixture);
    await setStock(fixture, sofa.id, 5);
  });
  afterEach(() => fixture.close());

  it('exactly 5 pay, 15 are told it sold out (naming the product), stock ends at 0 and never below', async () => {
    const shoppers = Array.from({ length: 20 }, (_, i) => `shopper${i}`);
    for (const uid of shoppers) await saveCart(fixture, uid, [{ product: sofa, quantity: 1 }]);

    // Stock is watched on every write while the race runs: it must never read below 0.
    const seen: number[] = [];
    const stopWatching = fixture.storage.docs.watch('products', ({ id, data }) => {
      if (id === sofa.id && data) seen.push(Number(data.stock));
    });
    const created = await Promise.all(
      shoppers.map((uid) => post(fixture, uid, CHECKOUT_API_PATHS.createOrder, orderBody(sofa.price))),
    );
    const winners = shoppers.filter((_, i) => created[i]?.statusCode === 200);
    const refused = created.filter((response) => response.statusCode === 409);
    expect(winners).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const response of refused)
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
    stopWatching();
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const orders = await fixture.storage.docs.list('orders');
    expect(orders.map(({ data }) => data.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(await stockOf(fixture, sofa.id)).toBe(0);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...seen)).toBe(0);
  });
});
