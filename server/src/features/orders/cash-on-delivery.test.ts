/**
 * Cash on delivery on both storage adapters: create-order takes it only where the delivery table
 * allows it and under its cap; the order reserves its stock, is placed (the expiry sweep leaves it
 * alone), mails its confirmation, follows placed → shipped → delivered → paid with the cash the
 * admin records (a short collection kept as it is), and a cancel returns the stock with no refund.
 * The shopper's confirmation, where the seller asks for it: cod-confirmation.test.ts.
 */
import {
  ADMIN_ORDERS_API_PATHS,
  type AdminOrderDetail,
  type AdminOrdersResponse,
  type AdminSalesResponse,
  type CreateOrderResponse,
} from 'shared-contracts';
import { DEFAULT_DELIVERY_TABLE, type DeliveryTable } from 'shared-contracts/delivery';
import { adminAction, adminGet, mailsMatching, outboxMails, paidOrder } from '../admin-orders/test-support';
import { CASH_ON_DELIVERY_MESSAGES } from '../checkout/delivery-terms';
import { BILLING, builtIn, setStock, stockOf } from '../checkout/test-support';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { shopWithDeliveryTable } from '../../test/delivery-table-shop';
import { placeCashOrderFor, shopperOrderView } from './cod-test-support';
import { expireOverdueOrders, RESERVATION_MS } from './expire';
import type { OrderLog } from './stock-moves';

const chair = builtIn('01');
const chairPaise = chair.price * 100;
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);
const silent: OrderLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Cash on delivery up to the price of one chair and a half everywhere but Mumbai's 400, which pays
 * online only; Bengaluru's 560 offers assembly at 0.6 of a chair, which the cap counts when asked for.
 */
const TABLE: DeliveryTable = {
  ...DEFAULT_DELIVERY_TABLE,
  restOfIndia: { ...DEFAULT_DELIVERY_TABLE.restOfIndia, codAllowed: true, codCapPaise: chairPaise * 1.5 },
  rules: [
    { ...DEFAULT_DELIVERY_TABLE.restOfIndia, pincodes: '400', codAllowed: false, codCapPaise: 0 },
    {
      ...DEFAULT_DELIVERY_TABLE.restOfIndia,
      pincodes: '560',
      codAllowed: true,
      codCapPaise: chairPaise * 1.5,
      assemblyOffered: true,
      assemblyPaise: chairPaise * 0.6,
    },
  ],
};

describe.each(ADAPTERS)('cash on delivery on %s', (_kind, makeHarness) => {
  const shop = shopWithDeliveryTable(makeHarness, TABLE, [chair]);
  beforeEach(async () => {
    await setStock(shop().fixture, chair.id, 5);
  });

  const placeCashOrder = (quantity = 1, billing = BILLING, assembly = false) =>
    placeCashOrderFor(shop(), chair, quantity, billing, assembly);
  const shopperView = (orderId: string) => shopperOrderView(shop(), orderId);

  it('places the order at once: stock reserved, cart emptied, confirmation mailed, untouched by the expiry sweep', async () => {
    const created = await placeCashOrder(1);
    expect(created.statusCode).toBe(200);
    const answer = created.json<CreateOrderResponse>();
    expect(answer).toMatchObject({ paymentMethod: 'cod', key: '' });
    expect(await stockOf(shop().fixture, chair.id)).toBe(4);
    expect((await shop().fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([]);
    expect(await shopperView(answer.id)).toMatchObject({
      status: 'placed',
      paymentMethod: 'cod',
      codCollectedPaise: null,
      payment: { state: 'awaiting', paymentId: null },
    });
    // The outbox sends the placed order's two mails just after the response.
    const mails = await mailsMatching(shop().dataDir, (mail) => mail.includes(answer.id), 2);
    expect(mails.filter((mail) => mail.includes('in cash on delivery'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.includes('A new cash-on-delivery order is placed'))).toHaveLength(1);

    // The seller does not ask for a confirmation here: no deadline, and the sweep leaves it alone.
    expect(await shopperView(answer.id)).toMatchObject({ confirmBy: null });
    expect((await shop().fixture.storage.docs.get('orders', answer.id))?.expiresAt).toBeNull();
    expect(
      await expireOverdueOrders(shop().fixture.storage.docs, new Date(Date.now() + RESERVATION_MS * 4), silent),
    ).toBe(0);
    expect((await shop().order(answer.id)).status).toBe('placed');
    expect(await stockOf(shop().fixture, chair.id)).toBe(4);
  });

  it('refuses cash on delivery over the cap, where the table does not take it, and outside India: nothing reserved', async () => {
    const overCap = await placeCashOrder(2);
    expect([overCap.statusCode, overCap.json().message]).toEqual([
      400,
      CASH_ON_DELIVERY_MESSAGES.overCap('302001', chairPaise * 1.5),
    ]);
    const mumbai = await placeCashOrder(1, { ...BILLING, city: 'Mumbai', postalCode: '400001' });
    expect([mumbai.statusCode, mumbai.json().message]).toEqual([400, CASH_ON_DELIVERY_MESSAGES.notHere('400001')]);
    const abroad = await placeCashOrder(1, { ...BILLING, country: 'Nepal', postalCode: '44600' });
    expect([abroad.statusCode, abroad.json().message]).toEqual([400, CASH_ON_DELIVERY_MESSAGES.outsideIndia]);
    // One chair is under the cap, but not with its assembly: the courier would collect both.
    const bengaluru = { ...BILLING, city: 'Bengaluru', postalCode: '560034' };
    const withAssembly = await placeCashOrder(1, bengaluru, true);
    expect([withAssembly.statusCode, withAssembly.json().message]).toEqual([
      400,
      CASH_ON_DELIVERY_MESSAGES.overCap('560034', chairPaise * 1.5),
    ]);
    expect(await stockOf(shop().fixture, chair.id)).toBe(5);
    const withoutAssembly = await placeCashOrder(1, bengaluru, false);
    expect(withoutAssembly.statusCode).toBe(200);
    expect(await stockOf(shop().fixture, chair.id)).toBe(4);
  });

  it('ships, delivers and records a short collection as it is; a retry is the same answer; no other move gets there', async () => {
    const orderId = (await placeCashOrder(1)).json<CreateOrderResponse>().id;
    const early = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: chairPaise });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'A cash-on-delivery order is paid once it is delivered, not while placed.',
    ]);
    expect(
      (await adminAction(shop().fixture, orderId, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' })).statusCode,
    ).toBe(200);
    expect((await adminAction(shop().fixture, orderId, 'deliver')).statusCode).toBe(200);

    const tooMuch = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: chairPaise + 1 });
    expect(tooMuch.statusCode).toBe(400);
    const badBody = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: -1 });
    expect(badBody.statusCode).toBe(400);
    expect((await shop().order(orderId)).status).toBe('delivered');

    const shortBy = 50_000;
    const collected = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: chairPaise - shortBy });
    expect(collected.statusCode).toBe(200);
    expect(collected.json<AdminOrderDetail>()).toMatchObject({
      status: 'paid',
      paymentMethod: 'cod',
      cashCollection: { collectedPaise: chairPaise - shortBy, shortPaise: shortBy },
    });
    const retry = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: chairPaise - shortBy });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<AdminOrderDetail>().history).toEqual(collected.json<AdminOrderDetail>().history);
    const other = await adminAction(shop().fixture, orderId, 'collect', { collectedPaise: chairPaise });
    expect(other.statusCode).toBe(409);

    expect(await shopperView(orderId)).toMatchObject({
      status: 'paid',
      codCollectedPaise: chairPaise - shortBy,
      payment: { state: 'paid' },
    });
    expect(await stockOf(shop().fixture, chair.id)).toBe(4);

    const sales = (await adminGet(shop().fixture, ADMIN_ORDERS_API_PATHS.sales)).json<AdminSalesResponse>();
    expect(sales.today).toMatchObject({ codOrders: 1, codCollected: (chairPaise - shortBy) / 100 });
    expect(sales.waitingToShip).toBe(0);
  });

  it('a cancel of a placed or shipped order returns the stock and refunds nothing; an online order has no cash to record', async () => {
    const placed = (await placeCashOrder(1)).json<CreateOrderResponse>().id;
    const shipped = (await placeCashOrder(1)).json<CreateOrderResponse>().id;
    expect(await stockOf(shop().fixture, chair.id)).toBe(3);
    const waiting = (await adminGet(shop().fixture, ADMIN_ORDERS_API_PATHS.sales)).json<AdminSalesResponse>();
    expect(waiting.waitingToShip).toBe(2);
    const listed = (
      await adminGet(shop().fixture, `${ADMIN_ORDERS_API_PATHS.orders}?status=placed`)
    ).json<AdminOrdersResponse>();
    expect(listed.orders.map((order) => [order.id, order.paymentMethod]).sort()).toEqual(
      [
        [placed, 'cod'],
        [shipped, 'cod'],
      ].sort(),
    );
    await adminAction(shop().fixture, shipped, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL2' });

    for (const orderId of [placed, shipped]) {
      const cancelled = await adminAction(shop().fixture, orderId, 'cancel', {});
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json<AdminOrderDetail>()).toMatchObject({
        status: 'cancelled',
        refund: null,
        cashCollection: null,
      });
    }
    expect(await stockOf(shop().fixture, chair.id)).toBe(5);
    expect(await mailsMatching(shop().dataDir, (mail) => mail.includes('you owe nothing'), 2)).toHaveLength(2);
    expect(outboxMails(shop().dataDir).filter((mail) => mail.includes('refunded ₹'))).toHaveLength(0);

    const online = await paidOrder(shop().fixture, 'bilal', chair, 1);
    const refused = await adminAction(shop().fixture, online, 'collect', { collectedPaise: 100 });
    expect(refused.statusCode).toBe(409);
    expect((await shop().order(online)).status).toBe('paid');
  });
});
