/**
 * The order routes on both storage adapters: a shopper reads their own paid
 * order and nobody else's, an admin ships and delivers, a cancel refunds through the sandbox and
 * puts the stock back, a move the order's state forbids is a 409 saying why, and a shopper is
 * refused the admin routes. The routes' finer points are tested on SQLite beside each feature.
 */
import {
  ADMIN_ORDERS_API_PATHS,
  ORDERS_API_PATHS,
  adminOrderPath,
  type AdminOrderDetail,
  type MyOrdersResponse,
  type OrderDetailResponse,
} from 'shared-contracts';
import type { StorageHarness } from '../../storage/testing/contract-context';
import {
  addAdminAndShopper,
  ADMIN,
  adminAction,
  adminGet,
  mailsMatching,
  paidOrder,
} from '../admin-orders/test-support';
import { as, BILLING, builtIn, createOrder, saveCart, setStock, stockOf } from '../checkout/test-support';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { paymentShop, type PaymentShop } from '../payment/test-support';

const chair = builtIn('01');
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);

describe.each(ADAPTERS)('orders on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });

  let shop: PaymentShop;
  beforeEach(async () => {
    // Only the chair these tests buy is stocked: the emulator spends about half a second per product written.
    shop = await paymentShop(harness, {}, [chair]);
    await addAdminAndShopper(shop.fixture);
  });
  afterEach(() => shop.close());

  const get = (uid: string, url: string) => shop.fixture.app.inject({ method: 'GET', url, headers: as(uid) });

  it('a shopper lists and reads their own paid order; another shopper is 403, an unknown order 404', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair, 2);
    const mine = await get('asha', ORDERS_API_PATHS.mine);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<MyOrdersResponse>()).toMatchObject({
      total: 1,
      orders: [{ id: orderId, status: 'paid', amount: chair.price * 2, itemCount: 2 }],
    });

    const detail = await get('asha', ORDERS_API_PATHS.order(orderId));
    expect(detail.statusCode).toBe(200);
    expect(detail.json<OrderDetailResponse>()).toMatchObject({
      id: orderId,
      status: 'paid',
      billing: BILLING,
      items: [expect.objectContaining({ id: chair.id, quantity: 2 })],
      payment: { state: 'paid', paymentId: expect.stringMatching(/^pay_/) },
      history: [{ status: 'paid', by: 'system' }],
    });

    expect((await get('bilal', ORDERS_API_PATHS.order(orderId))).statusCode).toBe(403);
    expect((await get('bilal', ORDERS_API_PATHS.mine)).json<MyOrdersResponse>()).toMatchObject({
      total: 0,
      orders: [],
    });
    expect((await get('bilal', ORDERS_API_PATHS.order('order_missing'))).statusCode).toBe(404);
  });

  it('an admin ships (the shopper is mailed) and delivers; a refused move is 409 saying why', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const shipped = await adminAction(shop.fixture, orderId, 'ship', {
      carrier: 'Delhivery',
      trackingNumber: 'DL12345IN',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<AdminOrderDetail>()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Delhivery', trackingNumber: 'DL12345IN' },
    });
    expect(await mailsMatching(shop.dataDir, (mail) => mail.includes('has shipped'))).toHaveLength(1);

    const again = await adminAction(shop.fixture, orderId, 'ship', {
      carrier: 'Delhivery',
      trackingNumber: 'DL12345IN',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This order is already shipped.']);

    const delivered = await adminAction(shop.fixture, orderId, 'deliver');
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json<AdminOrderDetail>().history.map(({ from, to, by }) => `${from}→${to} by ${by}`)).toEqual([
      'pending→paid by provider',
      `paid→shipped by ${ADMIN}`,
      `shipped→delivered by ${ADMIN}`,
    ]);
    const cancel = await adminAction(shop.fixture, orderId, 'cancel');
    expect([cancel.statusCode, cancel.json().message]).toEqual([
      409,
      'An order that is delivered cannot be cancelled.',
    ]);
    expect((await get('asha', ORDERS_API_PATHS.order(orderId))).json<OrderDetailResponse>().status).toBe('delivered');
  });

  it('an admin cancels a paid order: refunded through the sandbox, stock back, history recorded', async () => {
    await setStock(shop.fixture, chair.id, 5);
    const orderId = await paidOrder(shop.fixture, 'asha', chair, 2);
    expect(await stockOf(shop.fixture, chair.id)).toBe(3);

    const response = await adminAction(shop.fixture, orderId, 'cancel', { reason: 'Shopper asked' });
    expect(response.statusCode).toBe(200);
    const order = response.json<AdminOrderDetail>();
    expect(order).toMatchObject({
      status: 'cancelled',
      stock: 'released',
      refundInProgress: false,
      refund: { amount: chair.price * 2, refundId: expect.stringMatching(/^rfnd_/) },
    });
    expect(order.history.at(-1)).toMatchObject({ from: 'paid', to: 'cancelled', by: ADMIN, reason: 'Shopper asked' });
    expect(await stockOf(shop.fixture, chair.id)).toBe(5);
    expect(await mailsMatching(shop.dataDir, (mail) => mail.includes('is cancelled and refunded'))).toHaveLength(1);
    expect((await get('asha', ORDERS_API_PATHS.order(orderId))).json<OrderDetailResponse>()).toMatchObject({
      status: 'cancelled',
      payment: { state: 'refunded', refundedAmount: chair.price * 2 },
    });

    const twice = await adminAction(shop.fixture, orderId, 'cancel');
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'This order is already cancelled.']);
  });

  it('a pending order cannot be shipped; a shopper is refused the admin routes (403)', async () => {
    await saveCart(shop.fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const pending = await createOrder(shop.fixture, 'asha', chair.price);
    const ship = await adminAction(shop.fixture, pending, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    expect([ship.statusCode, ship.json().message]).toEqual([409, 'An order that is pending cannot be marked shipped.']);
    expect((await adminAction(shop.fixture, 'order_nope', 'deliver')).statusCode).toBe(404);

    expect((await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.orders, 'asha')).statusCode).toBe(403);
    expect((await adminGet(shop.fixture, adminOrderPath(pending), 'asha')).statusCode).toBe(403);
    expect((await adminAction(shop.fixture, pending, 'cancel', {}, 'asha')).statusCode).toBe(403);
    expect((await adminGet(shop.fixture, adminOrderPath(pending))).json<AdminOrderDetail>()).toMatchObject({
      id: pending,
      status: 'pending',
    });
  });
});
