/**
 * No money lost between the popup and the server, on both storage adapters: the
 * sandbox's own signed webhooks settle an order with no verify call, the reconciler settles what
 * the provider knows as paid, a second payment for one cart is refunded at once, and the webhook
 * refuses bad signatures, does not settle a payment that does not match, and settles an event once.
 */
import { CHECKOUT_API_PATHS } from 'shared-contracts';
import { builtIn, orderAndPay, post, saveCart, stockOf } from '../checkout/test-support';
import { doublePaymentReason } from '../orders/double-pay';
import { RECONCILE_REASON } from '../orders/reconcile';
import { atLeast, waitForOutbox } from '../orders/test-support';
import { paymentAlertsOf } from './payment-alerts';
import { ALREADY_PAID } from './sandbox-ledger';
import { ADAPTERS } from '../../storage/testing/harnesses';
import {
  capturedPayment,
  NEVER_MS,
  paymentShopPerTest,
  pendingOrderOf,
  sendPaidWebhook,
  until,
  webhooksOnly,
} from './test-support';
import { BAD_WEBHOOK_SIGNATURE } from './webhook-routes';

const SECRET = 'whsec_payment_recovery_test_secret_0123456789';
const chair = builtIn('01');
// A limit per test, not a wait: the Firestore emulator's transactions take seconds on a busy CI machine.
jest.setTimeout(60_000);

describe.each(ADAPTERS)('payment recovery on %s', (_kind, makeHarness) => {
  const shopWith = paymentShopPerTest(makeHarness);
  // Only the chair these tests buy is stocked: seeding the whole catalogue on the emulator took most of the time.
  const open = (env: Record<string, string>) => shopWith(env, [chair]);

  it('the sandbox’s own signed webhooks settle an order that nobody verified', async () => {
    const { fixture, order, dataDir } = await open({
      PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '0',
      PAYMENT_RECONCILE_MS: NEVER_MS,
    });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId } = await orderAndPay(fixture, 'asha', chair.price);
    await until(async () => (await order(orderId)).status === 'paid', 'the webhook pays the order');
    const paid = await order(orderId);
    expect(paid.history).toEqual([
      expect.objectContaining({ from: 'pending', to: 'paid', by: 'provider', reason: 'payment confirmed' }),
    ]);
    expect(paid.paymentId).toMatch(/^pay_/);
    expect(paid.stock).toBe('committed');
    // payment.captured and order.paid both arrived and were remembered; the order was paid once.
    await until(async () => (await order(orderId)).webhookEvents.length === 2, 'both events are handled');
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([]);
    expect((await waitForOutbox(dataDir, atLeast(2))).map((mail) => mail.to).sort()).toEqual([
      'asha@example.com',
      'owner@shop.test',
    ]);
    // The sandbox now refuses to take the money again, as Razorpay does for a paid order.
    const again = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: orderId } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_PAID);
  });

  it('the reconciler settles a pending order, and a failed one, that the provider knows as paid', async () => {
    const { fixture, order } = await open({ PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: NEVER_MS, PAYMENT_RECONCILE_MS: '50' });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const { orderId } = await orderAndPay(fixture, 'asha', chair.price);
    await until(async () => (await order(orderId)).status === 'paid', 'the reconciler pays the pending order');
    expect((await order(orderId)).history).toEqual([
      expect.objectContaining({ from: 'pending', to: 'paid', by: 'provider', reason: RECONCILE_REASON }),
    ]);
    // The reconciler's settle empties the cart of the paid chair: let it land before filling the cart again.
    await until(async () => {
      const items = (await fixture.storage.docs.get('carts', 'asha'))?.items;
      return Array.isArray(items) && items.length === 0;
    }, 'the paid chair leaves the cart');

    // The popup said the payment failed (abandoned), yet the provider captured it.
    const failedId = await pendingOrderOf(fixture, chair);
    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.abandon, { orderId: failedId })).json().status).toBe(
      'failed',
    );
    const pay = await fixture.app.inject({ method: 'POST', url: '/sandbox/pay', payload: { order_id: failedId } });
    expect(pay.statusCode).toBe(200);
    await until(async () => (await order(failedId)).status === 'paid', 'the reconciler pays the failed order');
    expect((await order(failedId)).stock).toBe('committed');
  });

  it('a second payment for one cart (two tabs) is refunded at once; the first stays paid', async () => {
    const { fixture, order, dataDir } = await open({
      PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: NEVER_MS,
      PAYMENT_RECONCILE_MS: NEVER_MS,
    });
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const stockBefore = await stockOf(fixture, chair.id);
    const tabOne = await orderAndPay(fixture, 'asha', chair.price);
    const tabTwo = await orderAndPay(fixture, 'asha', chair.price);
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore - 2);

    expect((await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, tabOne.handlerBody)).statusCode).toBe(200);
    const second = await post(fixture, 'asha', CHECKOUT_API_PATHS.verify, tabTwo.handlerBody);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ success: true, orderId: tabTwo.orderId });

    expect((await order(tabOne.orderId)).status).toBe('paid');
    const refunded = await order(tabTwo.orderId);
    expect(refunded.status).toBe('cancelled');
    expect(refunded.refund).toMatchObject({
      state: 'refunded',
      by: 'system',
      amount: chair.price,
      refundId: expect.stringMatching(/^rfnd_/),
    });
    expect(refunded.history.map(({ to, by, reason }) => ({ to, by, reason }))).toEqual([
      { to: 'paid', by: 'provider', reason: 'payment confirmed' },
      { to: 'cancelled', by: 'system', reason: doublePaymentReason({ id: tabOne.orderId }) },
    ]);
    // One chair left the shelf; the refunded order's came back.
    expect(await stockOf(fixture, chair.id)).toBe(stockBefore - 1);
    const mails = await waitForOutbox(
      dataDir,
      (sent) =>
        sent.some((mail) => mail.subject.includes('is confirmed')) &&
        sent.some((mail) => mail.subject.includes('is cancelled and refunded')),
    );
    expect(mails.filter((mail) => mail.subject.includes('is confirmed')).map((mail) => mail.subject)).toEqual([
      `Your Furniture Store order ${tabOne.orderId} is confirmed`,
    ]);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your Furniture Store order ${tabTwo.orderId} is cancelled and refunded`,
    );
  });

  it('a bad or missing signature is 400 and settles nothing', async () => {
    const { fixture, order } = await open(webhooksOnly(SECRET));
    const pending = await order(await pendingOrderOf(fixture, chair));
    const forged = await sendPaidWebhook(fixture, `${SECRET}x`, 'payment.captured', pending, capturedPayment(pending));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BAD_WEBHOOK_SIGNATURE);
    const unsigned = await fixture.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"order.paid"}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await order(pending.id)).status).toBe('pending');
  });

  it('a payment of another amount, currency or status is kept as an alert, not settled, and answered 200', async () => {
    const { fixture, order } = await open(webhooksOnly(SECRET));
    const pending = await order(await pendingOrderOf(fixture, chair));
    const short = capturedPayment(pending, { id: 'pay_short', amountPaise: 100 });
    const dollars = capturedPayment(pending, { id: 'pay_usd', currency: 'USD' });
    const authorized = capturedPayment(pending, { id: 'pay_auth', status: 'authorized' });
    for (const [payment, eventId] of [
      [short, 'evt_short'],
      [dollars, 'evt_usd'],
      [authorized, 'evt_auth'],
    ] as const) {
      const answer = await sendPaidWebhook(fixture, SECRET, 'order.paid', pending, payment, eventId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'mismatch' });
    }
    const after = await order(pending.id);
    expect(after.status).toBe('pending');
    expect(after.webhookEvents).toEqual(['evt_short', 'evt_usd', 'evt_auth']);
    const alerts = paymentAlertsOf(await fixture.storage.docs.get('orders', pending.id));
    expect(alerts.map((alert) => alert.paymentId)).toEqual(['pay_short', 'pay_usd', 'pay_auth']);
    expect(alerts[0]?.problem).toBe(
      `Payment pay_short does not pay this order: amount 100 paise, the order is ${chair.price * 100} paise.`,
    );
    expect(alerts[1]?.problem).toContain('currency USD, the order is INR');
    expect(alerts[2]?.problem).toContain('status authorized, not captured');
    // The same event again is known; the right payment still settles the order.
    expect((await sendPaidWebhook(fixture, SECRET, 'order.paid', pending, short, 'evt_short')).json()).toEqual({
      status: 'duplicate',
    });
    expect(
      (
        await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, capturedPayment(pending), 'evt_good')
      ).json(),
    ).toEqual({ status: 'processed' });
    expect((await order(pending.id)).status).toBe('paid');
  });

  it('the same event twice, and both events of one payment, settle the order once', async () => {
    const { fixture, order, dataDir } = await open(webhooksOnly(SECRET));
    const pending = await order(await pendingOrderOf(fixture, chair));
    const payment = capturedPayment(pending);
    expect((await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, payment, 'evt_once')).json()).toEqual({
      status: 'processed',
    });
    expect((await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, payment, 'evt_once')).json()).toEqual({
      status: 'duplicate',
    });
    expect((await sendPaidWebhook(fixture, SECRET, 'order.paid', pending, payment, 'evt_order_paid')).json()).toEqual({
      status: 'processed',
    });
    const paid = await order(pending.id);
    expect(paid.history).toHaveLength(1);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentId: payment.id,
      webhookEvents: ['evt_once', 'evt_order_paid'],
    });
    expect(await waitForOutbox(dataDir, atLeast(2))).toHaveLength(2);
  });
});
