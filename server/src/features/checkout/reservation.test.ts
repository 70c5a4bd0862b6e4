/** Stock reservations through checkout: reserved at create-order, released or committed exactly once. */
import { createHmac } from 'node:crypto';
import { CHECKOUT_API_PATHS, type OrderHistoryEntry } from 'shared-contracts';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { makeTempDir } from '../../test/temp-dir';
import { openSqliteStorage } from '../../storage/sqlite';
import type { StoragePort } from '../../storage/port';
import { expireOverdueOrders, RESERVATION_MS } from '../orders/expire';
import { createOrdersRepository } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import type { OrderLog } from '../orders/stock-moves';
import { toProduct } from '../products/productRecord';
import { soldOutMessage } from '../products/stock';
import { capturedPayment, sendPaidWebhook } from '../payment/test-support';
import {
  builtIn,
  createOrder,
  makeOverdue,
  orderAndPay,
  orderBody,
  post,
  saveCart,
  seedShop,
  setStock,
  stockOf,
} from './test-support';

const WEBHOOK_SECRET = 'whsec_reservation_test';
const chair = builtIn('01');
const sofa = builtIn('08');
const stool = builtIn('02');

const quietLog = (): OrderLog & { warnings: object[] } => {
  const warnings: object[] = [];
  return { warnings, info: () => undefined, warn: (details) => warnings.push(details), error: () => undefined };
};

describe('checkout reserves stock', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
    await seedShop(fixture);
    await setStock(fixture, chair.id, 5);
    await setStock(fixture, sofa.id, 2);
  });
  afterEach(() => fixture.close());

  const order = async (id: string) => createOrdersRepository(fixture.storage.docs).get(id);
  const webhook = (name: string, orderId: string, eventId: string) => {
    const body = JSON.stringify({
      event: name,
      payload: { payment: { entity: { id: `pay_${eventId}`, order_id: orderId } } },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    return fixture.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  };
  const abandon = (uid: string, orderId: string) => post(fixture, uid, CHECKOUT_API_PATHS.abandon, { orderId });
  const moves = (history: OrderHistoryEntry[] | undefined) =>
    history?.map(({ from, to, by }) => `${from}→${to} by ${by}`);

  it('create-order takes the units and the order holds them for 15 minutes', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const id = await createOrder(fixture, 'asha', chair.price * 2 + sofa.price);
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([3, 1]);
    const stored = await order(id);
    expect(stored).toMatchObject({ status: 'pending', stock: 'reserved', history: [], stockShortfall: [] });
    expect(Date.parse(stored?.expiresAt ?? '') - Date.parse(stored?.createdAt ?? '')).toBe(RESERVATION_MS);
  });

  it('a short line is a 409 naming the product, word for word, and nothing is taken', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 1 },
      { product: sofa, quantity: 3 },
    ]);
    const response = await post(
      fixture,
      'asha',
      CHECKOUT_API_PATHS.createOrder,
      orderBody(chair.price + sofa.price * 3),
    );
    expect(response.statusCode).toBe(409);
    const stored = toProduct(sofa.id, (await fixture.storage.docs.get('products', sofa.id)) ?? {});
    expect(response.json().message).toBe(soldOutMessage(stored));
    expect(response.json().message).toBe(
      `Only 2 of ${sofa.productName} left. Lower the quantity in your cart to continue.`,
    );
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([5, 2]);
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
  });

  it('paid keeps the units; the payment.failed webhook and abandon return them', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const paid = await orderAndPay(fixture, 'asha', chair.price * 2);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, paid.handlerBody)).statusCode).toBe(200);
    expect(await order(paid.orderId)).toMatchObject({ status: 'paid', stock: 'committed' });
    expect(moves((await order(paid.orderId))?.history)).toEqual(['pending→paid by provider']);
    expect(await stockOf(fixture, chair.id)).toBe(3);

    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const failed = await createOrder(fixture, 'asha', chair.price);
    expect(await stockOf(fixture, chair.id)).toBe(2);
    expect((await webhook('payment.failed', failed, 'evt_failed')).json()).toEqual({ status: 'processed' });
    expect(await order(failed)).toMatchObject({ status: 'failed', stock: 'released' });
    expect(moves((await order(failed))?.history)).toEqual(['pending→failed by provider']);
    expect(await stockOf(fixture, chair.id)).toBe(3);
    // The same event again, and the sweep later: nothing returns twice.
    await webhook('payment.failed', failed, 'evt_failed_2');
    await makeOverdue(fixture, failed);
    expect(await expireOverdueOrders(fixture.storage.docs, new Date(), quietLog())).toBe(1);
    expect(await order(failed)).toMatchObject({ status: 'expired', stock: 'released' });
    expect(await stockOf(fixture, chair.id)).toBe(3);
  });

  describe('POST /api/checkout/abandon', () => {
    it("ends the shopper's pending order and returns its stock at once; again is a no-op", async () => {
      await saveCart(fixture, 'asha', [{ product: sofa, quantity: 2 }]);
      const id = await createOrder(fixture, 'asha', sofa.price * 2);
      expect(await stockOf(fixture, sofa.id)).toBe(0);
      const first = await abandon('asha', id);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ orderId: id, status: 'failed' });
      expect(await stockOf(fixture, sofa.id)).toBe(2);
      expect((await order(id))?.history).toEqual([
        { from: 'pending', to: 'failed', at: expect.any(String), by: 'shopper', reason: 'payment abandoned' },
      ]);
      expect((await abandon('asha', id)).json()).toEqual({ orderId: id, status: 'failed' });
      expect(await stockOf(fixture, sofa.id)).toBe(2);
    });

    it("someone else's order is 403, an unknown one 404, a paid one 409 with the table's sentence; nothing moves", async () => {
      await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
      const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price);
      const other = await abandon('bilal', orderId);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe('This order belongs to another account.');
      expect((await abandon('asha', 'order_nope')).statusCode).toBe(404);
      expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: '' })).statusCode).toBe(400);
      expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId, why: 'x' })).statusCode).toBe(400);
      expect((await post(fixture, null, CHECKOUT_API_PATHS.abandon, { orderId })).statusCode).toBe(401);

      await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody);
      const late = await abandon('asha', orderId);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('An order that is paid cannot be marked failed.');
      expect(await order(orderId)).toMatchObject({ status: 'paid', stock: 'committed' });
      expect(await stockOf(fixture, chair.id)).toBe(4);
    });
  });

  it('the sweep expires what was not paid in time and leaves the rest', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const overdue = await createOrder(fixture, 'asha', chair.price * 2);
    const fresh = await createOrder(fixture, 'asha', chair.price * 2);
    expect(await stockOf(fixture, chair.id)).toBe(1);
    expect(await expireOverdueOrders(fixture.storage.docs, new Date(), quietLog())).toBe(0);
    expect(
      await expireOverdueOrders(fixture.storage.docs, new Date(Date.now() + RESERVATION_MS + 1000), quietLog()),
    ).toBe(2);
    expect(await stockOf(fixture, chair.id)).toBe(5);
    expect(moves((await order(overdue))?.history)).toEqual(['pending→expired by system']);
    expect((await order(fresh))?.status).toBe('expired');
  });

  it('the app runs the sweep by itself (ORDER_EXPIRY_SWEEP_MS) and stops it on close', async () => {
    const swept = makeApp({ env: { ORDER_EXPIRY_SWEEP_MS: '25' } });
    try {
      await seedShop(swept);
      await setStock(swept, chair.id, 5);
      await saveCart(swept, 'asha', [{ product: chair, quantity: 3 }]);
      const id = await createOrder(swept, 'asha', chair.price * 3);
      expect(await stockOf(swept, chair.id)).toBe(2);
      await makeOverdue(swept, id);
      const deadline = Date.now() + 20_000;
      while ((await swept.storage.docs.get('orders', id))?.status !== 'expired' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect((await swept.storage.docs.get('orders', id))?.status).toBe('expired');
      expect(await stockOf(swept, chair.id)).toBe(5);
    } finally {
      await swept.close();
    }
  });

  it('a payment after the order expired takes the units again', async () => {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
    const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price * 2);
    await makeOverdue(fixture, orderId);
    await expireOverdueOrders(fixture.storage.docs, new Date(), quietLog());
    expect(await stockOf(fixture, chair.id)).toBe(5);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
    expect(await order(orderId)).toMatchObject({ status: 'paid', stock: 'committed', stockShortfall: [] });
    expect(moves((await order(orderId))?.history)).toEqual(['pending→expired by system', 'expired→paid by provider']);
    expect(await stockOf(fixture, chair.id)).toBe(3);
  });

  it('a late payment whose units are gone stays paid, flagged stockShortfall and logged', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const id = await createOrder(fixture, 'asha', chair.price * 2 + sofa.price);
    expect((await abandon('asha', id)).statusCode).toBe(200);
    await setStock(fixture, chair.id, 1);
    const log = quietLog();
    const orders = createOrdersRepository(fixture.storage.docs);
    const result = await settlePaidOrder(fixture.storage.docs, orders, id, 'pay_late', { log });
    expect(result?.changed).toBe(true);
    expect(await order(id)).toMatchObject({
      status: 'paid',
      stock: 'committed',
      stockShortfall: [{ id: chair.id, quantity: 2 }],
    });
    expect(log.warnings).toEqual([{ orderId: id, stockShortfall: [{ id: chair.id, quantity: 2 }] }]);
    // The sofa was taken again; the chair's single unit was not touched.
    expect([await stockOf(fixture, chair.id), await stockOf(fixture, sofa.id)]).toEqual([1, 1]);
  });

  it('paid takes only the ordered quantities out of the saved cart', async () => {
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 2 },
      { product: sofa, quantity: 1 },
    ]);
    const { handlerBody } = await orderAndPay(fixture, 'asha', chair.price * 2 + sofa.price);
    // Another tab: one more chair and a stool, after the order was made.
    await saveCart(fixture, 'asha', [
      { product: chair, quantity: 3 },
      { product: sofa, quantity: 1 },
      { product: stool, quantity: 1 },
    ]);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody)).statusCode).toBe(200);
    const cart = (await fixture.storage.docs.get('carts', 'asha'))?.items;
    expect(cart).toEqual([
      expect.objectContaining({ id: chair.id, quantity: 1, totalPrice: chair.price }),
      expect.objectContaining({ id: stool.id, quantity: 1 }),
    ]);
  });

  it('when the order cannot be stored, no unit is taken (the reservation and the order are one transaction)', async () => {
    const temp = makeTempDir('reservation-failing-store');
    const real = openSqliteStorage({ dataDir: temp.dir });
    const failing: StoragePort = {
      kind: real.kind,
      users: real.users,
      admins: real.admins,
      docs: {
        ...real.docs,
        // The transaction fails after every line was decided: none of its writes may stay.
        mutateAll: async (refs, change) =>
          real.docs.mutateAll(refs, (current) => {
            const next = change(current);
            if (refs.some((ref) => ref.collection === 'orders')) throw new Error('disk full');
            return next;
          }),
      },
      close: () => real.close(),
    };
    const broken = makeApp({ storage: failing });
    try {
      await seedShop(broken);
      await setStock(broken, chair.id, 5);
      await saveCart(broken, 'asha', [{ product: chair, quantity: 2 }]);
      const response = await post(broken, 'asha', CHECKOUT_API_PATHS.createOrder, orderBody(chair.price * 2));
      expect(response.statusCode).toBe(500);
      expect(await stockOf(broken, chair.id)).toBe(5);
    } finally {
      await broken.close();
      temp.remove();
    }
  });

  describe('racing callers move the stock exactly once', () => {
    /** Starts every call at once, the first one shifted each round so each caller gets to go first. */
    const raceFrom = async (round: number, calls: Array<() => Promise<unknown>>) => {
      const shift = round % calls.length;
      await Promise.all([...calls.slice(shift), ...calls.slice(0, shift)].map((call) => call()));
    };

    it.each(Array.from({ length: 8 }, (_, i) => i))(
      'verify, webhook, abandon and the sweep on one order (round %i): paid, units kept once',
      async (round) => {
        await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
        const { orderId, handlerBody } = await orderAndPay(fixture, 'asha', chair.price * 2);
        await makeOverdue(fixture, orderId);
        const pending = await order(orderId);
        if (!pending) throw new Error('the order was not stored');
        // The provider's event for the very payment the popup handed to verify.
        const captured = capturedPayment(pending, { id: handlerBody.razorpay_payment_id });
        const calls = [
          () => post(fixture, 'asha', CHECKOUT_API_PATHS.verify, handlerBody),
          () =>
            sendPaidWebhook(fixture, WEBHOOK_SECRET, 'payment.captured', pending, captured, `evt_captured_${round}`),
          () => abandon('asha', orderId),
          () => expireOverdueOrders(fixture.storage.docs, new Date(), quietLog()),
        ];
        await raceFrom(round, calls);
        const stored = await order(orderId);
        expect(stored).toMatchObject({ status: 'paid', stock: 'committed', stockShortfall: [] });
        expect(stored?.history.at(-1)?.to).toBe('paid');
        expect(await stockOf(fixture, chair.id)).toBe(3);
      },
    );

    it.each(Array.from({ length: 8 }, (_, i) => i))(
      'payment.failed, abandon and the sweep on one order (round %i): ended, units back once',
      async (round) => {
        await saveCart(fixture, 'asha', [{ product: chair, quantity: 2 }]);
        const orderId = await createOrder(fixture, 'asha', chair.price * 2);
        await makeOverdue(fixture, orderId);
        const calls = [
          () => webhook('payment.failed', orderId, `evt_failed_${round}`),
          () => abandon('asha', orderId),
          () => expireOverdueOrders(fixture.storage.docs, new Date(), quietLog()),
        ];
        await raceFrom(round, calls);
        const stored = await order(orderId);
        expect(['failed', 'expired']).toContain(stored?.status);
        expect(stored?.stock).toBe('released');
        expect(await stockOf(fixture, chair.id)).toBe(5);
      },
    );
  });
});
