/** GET /api/orders/me (the shopper's orders, paged, theirs only) and GET /api/orders/:id (the order's page). */
import {
  CHECKOUT_API_PATHS,
  ORDERS_API_PATHS,
  type MyOrdersResponse,
  type OrderDetailResponse,
} from 'shared-contracts';
import { appRefusingWholeReads } from '../../storage/testing/refusing-scans';
import type { AppFixture } from '../../test/app-fixture';
import { as, BILLING, builtIn, createOrder, orderAndPay, post, saveCart, seedShop } from '../checkout/test-support';
import { createOrdersRepository } from './repository';

const chair = builtIn('01');
const sofa = builtIn('08');

describe('the shopper’s orders', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    // A shopper's orders are one query: listing every order is refused. The paging test holds more
    // unpaid orders than an account may by default.
    fixture = appRefusingWholeReads('orders', { CHECKOUT_MAX_PENDING_ORDERS: '10' });
    await seedShop(fixture);
  });
  afterEach(() => fixture.close());

  const get = (uid: string | null, url: string) =>
    fixture.app.inject({ method: 'GET', url, headers: uid ? as(uid) : {} });

  /** An order for `uid` made `minutesAgo` minutes ago (createdAt moved back, so the order of creation is certain). */
  async function orderFor(uid: string, minutesAgo: number, quantity = 1): Promise<string> {
    await saveCart(fixture, uid, [{ product: chair, quantity }]);
    const id = await createOrder(fixture, uid, chair.price * quantity);
    const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await fixture.storage.docs.mutate('orders', id, (doc) => (doc ? { ...doc, createdAt } : undefined));
    return id;
  }

  it('lists only the caller’s orders, newest first, with the summary fields', async () => {
    const older = await orderFor('asha', 30, 2);
    const newer = await orderFor('asha', 5);
    await orderFor('bilal', 1);
    const response = await get('asha', ORDERS_API_PATHS.mine);
    expect(response.statusCode).toBe(200);
    const page = response.json<MyOrdersResponse>();
    expect(page).toMatchObject({ total: 2, limit: 10, offset: 0 });
    expect(page.orders.map((order) => order.id)).toEqual([newer, older]);
    expect(page.orders[1]).toEqual({
      id: older,
      createdAt: expect.any(String),
      status: 'pending',
      amount: chair.price * 2,
      currency: 'INR',
      itemCount: 2,
      lines: [{ productName: chair.productName, quantity: 2, imgUrl: expect.any(String) }],
    });
    const bilal = (await get('bilal', ORDERS_API_PATHS.mine)).json<MyOrdersResponse>();
    expect(bilal.total).toBe(1);
    expect(bilal.orders.map((order) => order.id)).not.toContain(older);
    expect((await get('nobody', ORDERS_API_PATHS.mine)).json()).toEqual({ orders: [], total: 0, limit: 10, offset: 0 });
  });

  it('leaves out payment attempts that ended without money taken (failed, expired); pending and paid stay', async () => {
    const abandoned = await orderFor('asha', 20);
    await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: abandoned });
    const expired = await orderFor('asha', 15);
    await createOrdersRepository(fixture.storage.docs).move(expired, {
      to: 'expired',
      by: 'system',
      reason: 'not paid in time',
    });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId: paid, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    const pending = await orderFor('asha', 1);
    const page = (await get('asha', ORDERS_API_PATHS.mine)).json<MyOrdersResponse>();
    expect(page.total).toBe(2);
    expect(page.orders.map((order) => [order.id, order.status])).toEqual([
      [paid, 'paid'],
      [pending, 'pending'],
    ]);
  });

  it('pages with limit and offset (at most 50); a bad one is a 400 saying why; no sign-in is 401', async () => {
    const ids = [];
    for (let minutes = 5; minutes >= 1; minutes -= 1) ids.push(await orderFor('asha', minutes));
    const newestFirst = [...ids].reverse();
    const second = (await get('asha', `${ORDERS_API_PATHS.mine}?limit=2&offset=2`)).json<MyOrdersResponse>();
    expect(second).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(second.orders.map((order) => order.id)).toEqual(newestFirst.slice(2, 4));
    expect((await get('asha', `${ORDERS_API_PATHS.mine}?offset=10`)).json<MyOrdersResponse>().orders).toEqual([]);

    const tooMany = await get('asha', `${ORDERS_API_PATHS.mine}?limit=51`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit must be from 1 to 50, got 51.');
    expect((await get('asha', `${ORDERS_API_PATHS.mine}?limit=0`)).statusCode).toBe(400);
    expect((await get('asha', `${ORDERS_API_PATHS.mine}?offset=-1`)).statusCode).toBe(400);
    expect((await get('asha', `${ORDERS_API_PATHS.mine}?page=2`)).statusCode).toBe(400);
    expect((await get(null, ORDERS_API_PATHS.mine)).statusCode).toBe(401);
  });

  it('the order page: billing, history as you/shop/system, payment state, and the shipment once shipped', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price * 2 + sofa.price);
    const pending = (await get('asha', ORDERS_API_PATHS.order(orderId))).json<OrderDetailResponse>();
    expect(pending).toMatchObject({
      status: 'pending',
      billing: BILLING,
      history: [],
      shipment: null,
      payment: { state: 'awaiting', paymentId: null, paidAt: null },
    });

    await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
    const orders = createOrdersRepository(fixture.storage.docs);
    const shipment = { carrier: 'Delhivery', trackingNumber: 'DLV123456', shippedAt: new Date().toISOString() };
    await orders.move(orderId, { to: 'shipped', by: 'admin-uid-secret', reason: 'handed to the carrier', shipment });

    const response = await get('asha', ORDERS_API_PATHS.order(orderId));
    expect(response.statusCode).toBe(200);
    const detail = response.json<OrderDetailResponse>();
    expect(detail).toMatchObject({
      id: orderId,
      status: 'shipped',
      amount: chair.price * 2 + sofa.price,
      items: [
        expect.objectContaining({ id: chair.id, quantity: 2 }),
        expect.objectContaining({ id: sofa.id, quantity: 1 }),
      ],
      billing: BILLING,
      payment: {
        state: 'paid',
        paymentId: handlerBody.razorpay_payment_id,
        paidAt: expect.any(String),
        refundedAmount: null,
        refundedAt: null,
      },
      shipment,
    });
    expect(detail.history).toEqual([
      { status: 'paid', at: expect.any(String), by: 'system' },
      { status: 'shipped', at: expect.any(String), by: 'shop' },
    ]);
    // An admin's uid never reaches the shopper.
    expect(response.body).not.toContain('admin-uid-secret');
  });

  it('an abandoned order shows "you" and a failed payment; a refunded one says so; an order from before billing was kept has billing null', async () => {
    const abandoned = await orderFor('asha', 3);
    await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: abandoned });
    expect((await get('asha', ORDERS_API_PATHS.order(abandoned))).json<OrderDetailResponse>()).toMatchObject({
      status: 'failed',
      history: [{ status: 'failed', by: 'you' }],
      payment: { state: 'failed' },
    });

    const refunded = await orderFor('asha', 2);
    await fixture.storage.docs.mutate('orders', refunded, (doc) => {
      if (!doc) return undefined;
      const { billing: _billing, ...older } = doc;
      return {
        ...older,
        refund: {
          state: 'refunded',
          at: '2026-11-20T10:00:00.000Z',
          by: 'admin-uid',
          amount: chair.price,
          refundId: 'rfnd_1',
        },
      };
    });
    expect((await get('asha', ORDERS_API_PATHS.order(refunded))).json<OrderDetailResponse>()).toMatchObject({
      billing: null,
      payment: { state: 'refunded', refundedAmount: chair.price, refundedAt: '2026-11-20T10:00:00.000Z' },
    });
  });

  it('someone else’s order is 403 (an admin may read it), an unknown one 404', async () => {
    const id = await orderFor('asha', 1);
    expect((await get('bilal', ORDERS_API_PATHS.order(id))).statusCode).toBe(403);
    expect((await get('bilal', ORDERS_API_PATHS.order('order_missing'))).statusCode).toBe(404);
    await fixture.storage.users.create({
      uid: 'root',
      displayName: 'Root',
      email: 'root@example.com',
      emailVerified: true,
      role: 'Admin',
    });
    expect((await get('root', ORDERS_API_PATHS.order(id))).json<OrderDetailResponse>().billing).toEqual(BILLING);
  });
});
