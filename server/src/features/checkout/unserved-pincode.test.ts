/**
 * Checkout and the delivery table, on both storage adapters: a pincode the table does not serve is
 * refused at create-order with the pincode check's message, nothing reserved and no order written;
 * a served one (the rest of India) is taken as before.
 */
import { CHECKOUT_API_PATHS, ORDERS_API_PATHS, type MyOrdersResponse } from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, DELIVERY_QUOTE_TEXT, type DeliveryTable } from 'shared-contracts/delivery';
import { shopWithDeliveryTable } from '../../test/delivery-table-shop';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { as, BILLING, builtIn, orderBody, post, saveCart, stockOf } from './test-support';

const chair = builtIn('01');
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);

/** Jaipur's 302 is not served; the rest of India is, as by default. */
const NOT_JAIPUR: DeliveryTable = {
  ...DEFAULT_DELIVERY_TABLE,
  rules: [{ ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '302', deliverable: false }],
};

describe.each(ADAPTERS)('checkout and the delivery table on %s', (_kind, makeHarness) => {
  const shop = shopWithDeliveryTable(makeHarness, NOT_JAIPUR, [chair]);

  it('refuses an unserved pincode (400 with the message): no stock reserved, no order written', async () => {
    const { fixture } = shop();
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const stockBefore = await stockOf(fixture, chair.id);

    const refused = await post(fixture, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price * 2));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DELIVERY_QUOTE_TEXT.unserved('302001'));
    // Written with a space as the form allows: the same pincode, the same answer.
    const spaced = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price * 2, { ...BILLING, postalCode: '302 001' }),
    );
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe(DELIVERY_QUOTE_TEXT.unserved('302001'));

    expect(await stockOf(fixture, chair.id)).toBe(stockBefore);
    const mine = await fixture.app.inject({ method: 'GET', url: ORDERS_API_PATHS.mine, headers: as('asha') });
    expect(mine.json<MyOrdersResponse>().total).toBe(0);
  });

  it('takes an order for a pincode the table serves, reserving its stock', async () => {
    const { fixture } = shop();
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const stockBefore = await stockOf(fixture, chair.id);
    const created = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price * 2, { ...BILLING, city: 'Bengaluru', postalCode: '560034' }),
    );
    expect(created.statusCode).toBe(200);
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore - 2);
  });
});
