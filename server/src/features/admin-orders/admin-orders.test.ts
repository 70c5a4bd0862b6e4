/** The admin's order routes: list, detail, ship, deliver and the CSV export (the sales figures: sales.test.ts). */
import {
  ADMIN_ORDERS_API_PATHS,
  adminOrderPath,
  type AdminOrderDetail,
  type AdminOrdersResponse,
} from 'shared-contracts';
import { paidOrderState } from '../../../../shared-contracts/src/test/adminOrders';
import { ORDERS_CSV_HEAD } from '../order-reports/ordersCsv';
import { builtIn, createOrder, saveCart } from '../checkout/test-support';
import { withQueryFields } from '../orders/order-document';
import { createOrdersRepository, type OrderRecord } from '../orders/repository';
import { refundExtraPayment } from '../payment/extra-payment';
import { recordPaymentAlert } from '../payment/payment-alerts';
import { BAD_EXPORT_RANGE } from './export-csv';
import { SHIPMENT_BLANK } from './ship-order';
import {
  ADMIN,
  adminAction,
  adminGet,
  adminShop,
  type AdminShop,
  mailsMatching,
  orderMailsDone,
  outboxMails,
  paidOrder,
} from './test-support';

const chair = builtIn('01');
const stool = builtIn('02');

describe('admin orders', () => {
  let shop: AdminShop;
  beforeEach(async () => {
    shop = await adminShop();
  });
  afterEach(() => shop.close());

  const detail = async (orderId: string) =>
    (await adminGet(shop.fixture, adminOrderPath(orderId))).json<AdminOrderDetail>();
  const list = async (query: string) =>
    (await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.orders}${query}`)).json<AdminOrdersResponse>();

  it('lists newest first, filters by status, searches by number or e-mail, and pages', async () => {
    const first = await paidOrder(shop.fixture, 'asha', chair);
    const second = await paidOrder(shop.fixture, 'ravi', stool);
    await saveCart(shop.fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const pending = await createOrder(shop.fixture, 'asha', chair.price);
    // Orders made in one millisecond would tie: give them distinct creation times.
    for (const [id, minute] of [
      [first, 1],
      [second, 2],
      [pending, 3],
    ] as const) {
      await shop.fixture.storage.docs.mutate('orders', id, (doc) =>
        doc ? { ...doc, createdAt: `2026-11-20T10:0${minute}:00.000Z` } : undefined,
      );
    }
    // Ravi's billing e-mail, as create-order would have stored it (with the search keys it makes).
    await shop.fixture.storage.docs.mutate('orders', second, (doc) =>
      doc
        ? withQueryFields(second, { ...doc, billing: { ...(doc.billing as object), email: 'Ravi@Example.in' } })
        : undefined,
    );

    const all = await list('');
    expect(all.orders.map((order) => order.id)).toEqual([pending, second, first]);
    expect(all).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(all.orders[2]).toMatchObject({ id: first, status: 'paid', uid: 'asha', itemCount: 1, amount: chair.price });

    expect((await list('?status=pending')).orders.map((order) => order.id)).toEqual([pending]);
    expect(
      (await list(`?q=${encodeURIComponent(second.slice(-6).toUpperCase())}`)).orders.map((order) => order.id),
    ).toEqual([second]);
    expect((await list('?q=ravi%40example')).orders.map((order) => order.id)).toEqual([second]);
    expect((await list(`?q=${encodeURIComponent(` ${second} `)}&status=paid`)).orders.map((order) => order.id)).toEqual(
      [second],
    );
    expect(await list('?q=RAVI%40EXAMPLE.IN&status=pending')).toMatchObject({ orders: [], total: 0 });
    const searched = await list(`?q=${encodeURIComponent(first.slice(-1))}&limit=1`);
    expect(searched.total).toBeGreaterThanOrEqual(1);
    expect(searched.orders).toHaveLength(1);
    const page = await list('?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.orders.map((order) => order.id)).toEqual([second]);

    expect((await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.orders}?limit=101`)).statusCode).toBe(400);
    expect((await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.orders}?status=lost`)).statusCode).toBe(400);
    expect((await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.orders, 'asha')).statusCode).toBe(403);
  });

  it('shows the whole order; an unknown one is 404', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair, 2);
    const order = await detail(orderId);
    // The state the admin app's tests render (orderDetail) is this one.
    expect(order).toMatchObject({
      ...paidOrderState(),
      id: orderId,
      amount: chair.price * 2,
      customer: { uid: 'asha' },
      payment: { provider: 'sandbox', providerOrderId: orderId },
    });
    expect(order.payment.paymentId).toMatch(/^pay_/);
    expect(order.items).toEqual([expect.objectContaining({ id: chair.id, quantity: 2 })]);
    expect(order.history.map(({ from, to }) => `${from}→${to}`)).toEqual(['pending→paid']);
    expect((await adminGet(shop.fixture, adminOrderPath('order_nope'))).statusCode).toBe(404);
  });

  it('shows the payments that need attention and the second payments refunded at once, also after an action', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const { docs } = shop.fixture.storage;
    const problem = 'Payment pay_short does not pay this order: amount 100 paise, the order is 2500 paise.';
    await recordPaymentAlert(docs, orderId, { paymentId: 'pay_short', problem }, 'evt_short');
    const paid = (await createOrdersRepository(docs).get(orderId)) as OrderRecord;
    const refunds = { refund: async (_paymentId: string, amountPaise: number) => ({ id: 'rfnd_again', amountPaise }) };
    const refusing = { refund: async () => Promise.reject(new Error('provider down')) };
    await refundExtraPayment(docs, refunds, paid, 'pay_again', shop.fixture.app.log);
    await refundExtraPayment(docs, refusing, paid, 'pay_third', shop.fixture.app.log);

    const order = await detail(orderId);
    const at = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(order.paymentAlerts).toEqual([
      { paymentId: 'pay_short', problem, at },
      { paymentId: 'pay_third', problem: expect.stringContaining('The refund failed'), at },
    ]);
    expect(order.extraPayments).toEqual([
      { paymentId: 'pay_again', state: 'refunded', refundId: 'rfnd_again', at },
      { paymentId: 'pay_third', state: 'refund failed', refundId: null, at },
    ]);
    // Nothing the contract does not name leaves the server (the stored claims and paise stay inside).
    expect(Object.keys(order.extraPayments[0] ?? {}).sort()).toEqual(['at', 'paymentId', 'refundId', 'state']);

    const shipped = await adminAction(shop.fixture, orderId, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL7' });
    expect(shipped.json<AdminOrderDetail>()).toMatchObject({
      status: 'shipped',
      paymentAlerts: order.paymentAlerts,
      extraPayments: order.extraPayments,
    });
  });

  it('ships with a tracking number (mail to the shopper), then delivers; refused moves are 409', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);

    const blank = await adminAction(shop.fixture, orderId, 'ship', { carrier: '  ', trackingNumber: 'X1' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, SHIPMENT_BLANK]);
    expect(
      (await adminAction(shop.fixture, orderId, 'ship', { carrier: 'c'.repeat(101), trackingNumber: 'X1' })).statusCode,
    ).toBe(400);

    const shipped = await adminAction(shop.fixture, orderId, 'ship', {
      carrier: ' Delhivery ',
      trackingNumber: ' DL12345IN ',
    });
    expect(shipped.statusCode).toBe(200);
    const body = shipped.json<AdminOrderDetail>();
    expect(body.status).toBe('shipped');
    expect(body.shipment).toMatchObject({ carrier: 'Delhivery', trackingNumber: 'DL12345IN' });
    expect(body.history.at(-1)).toMatchObject({ from: 'paid', to: 'shipped', by: ADMIN });
    const mails = await mailsMatching(shop.dataDir, (mail) => mail.includes('has shipped'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('DL12345IN');
    // The account's verified e-mail (the test token's), not whatever the billing form was given.
    expect(mails[0]).toContain('To: asha@example.com');

    const again = await adminAction(shop.fixture, orderId, 'ship', {
      carrier: 'Delhivery',
      trackingNumber: 'DL12345IN',
    });
    expect([again.statusCode, again.json().message]).toEqual([409, 'This order is already shipped.']);

    const delivered = await adminAction(shop.fixture, orderId, 'deliver');
    expect([delivered.statusCode, delivered.json<AdminOrderDetail>().status]).toEqual([200, 'delivered']);
    const cancel = await adminAction(shop.fixture, orderId, 'cancel', {});
    expect([cancel.statusCode, cancel.json().message]).toEqual([
      409,
      'An order that is delivered cannot be cancelled.',
    ]);
    expect((await detail(orderId)).refund).toBeNull();
  });

  it('refuses to ship or deliver a pending order, and answers 404 for an unknown one', async () => {
    await saveCart(shop.fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const pending = await createOrder(shop.fixture, 'asha', chair.price);
    const ship = await adminAction(shop.fixture, pending, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    expect([ship.statusCode, ship.json().message]).toEqual([409, 'An order that is pending cannot be marked shipped.']);
    const deliver = await adminAction(shop.fixture, pending, 'deliver');
    expect([deliver.statusCode, deliver.json().message]).toEqual([
      409,
      'An order that is pending cannot be marked delivered.',
    ]);
    expect((await adminAction(shop.fixture, 'order_nope', 'deliver')).statusCode).toBe(404);
    expect((await detail(pending)).history).toEqual([]);
  });

  it('ships an order without billing details and skips the shopper mail', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    expect(await orderMailsDone(shop.fixture, orderId)).toBe(true);
    await shop.fixture.storage.docs.mutate('orders', orderId, (doc) => (doc ? { ...doc, billing: null } : undefined));
    const before = outboxMails(shop.dataDir).length;
    const shipped = await adminAction(shop.fixture, orderId, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL9' });
    expect(shipped.statusCode).toBe(200);
    expect(await orderMailsDone(shop.fixture, orderId)).toBe(true);
    expect(outboxMails(shop.dataDir)).toHaveLength(before);
  });

  it('exports a date range as a CSV attachment; a bad range is 400', async () => {
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    await shop.fixture.storage.docs.mutate('orders', orderId, (doc) =>
      doc ? { ...doc, createdAt: '2026-11-10T06:00:00.000Z' } : undefined,
    );
    const response = await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.exportCsv}?from=2026-11-01&to=2026-11-10`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders-2026-11-01-to-2026-11-10.csv"');
    expect(response.body.startsWith(ORDERS_CSV_HEAD)).toBe(true);
    expect(response.body).toContain(orderId);

    const outside = await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.exportCsv}?from=2026-11-11&to=2026-11-12`);
    expect(outside.body).toBe(ORDERS_CSV_HEAD);
    for (const query of [
      'from=2026-11-10&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=2026-11-01',
    ]) {
      const bad = await adminGet(shop.fixture, `${ADMIN_ORDERS_API_PATHS.exportCsv}?${query}`);
      expect([bad.statusCode, bad.json().message]).toEqual([400, BAD_EXPORT_RANGE]);
    }
    expect((await adminGet(shop.fixture, ADMIN_ORDERS_API_PATHS.exportCsv)).statusCode).toBe(400);
  });
});
