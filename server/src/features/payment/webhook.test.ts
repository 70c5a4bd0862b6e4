import { createHmac } from 'node:crypto';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { builtIn, orderAndPay, saveCart, seedShop } from '../checkout/test-support';

const SECRET = 'whsec_test_secret';
const chair = builtIn('01');
/** Razorpay's payment entity (the fields the route reads) of a captured payment of one chair. */
const captured = (orderId: string, paymentId: string) => ({
  id: paymentId,
  entity: 'payment',
  order_id: orderId,
  amount: chair.price * 100,
  currency: 'INR',
  status: 'captured',
});
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

describe('POST /api/webhooks/razorpay', () => {
  let fixture: AppFixture;
  beforeEach(async () => {
    fixture = makeApp({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } });
    await seedShop(fixture);
  });
  afterEach(() => fixture.close());

  const send = (body: string, headers: Record<string, string>) =>
    fixture.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  const event = (name: string, orderId: string, paymentId = 'pay_hook1') =>
    JSON.stringify({ event: name, payload: { payment: { entity: captured(orderId, paymentId) } } });

  async function pendingOrder(): Promise<string> {
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    return (await orderAndPay(fixture, 'asha', chair.price)).orderId;
  }

  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const orderId = await pendingOrder();
    const body = event('payment.captured', orderId);
    expect((await send(body, { 'x-razorpay-signature': sign(body + ' ') })).statusCode).toBe(400);
    expect((await send(body, { 'x-razorpay-signature': 'nope' })).statusCode).toBe(400);
    const missing = await send(body, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The webhook signature is not valid.');
    expect((await fixture.storage.docs.get('orders', orderId))?.status).toBe('pending');
  });

  it('checks the exact raw bytes: the same JSON re-spaced is a different body', async () => {
    const orderId = await pendingOrder();
    const body = event('payment.captured', orderId);
    const respaced = JSON.stringify(JSON.parse(body), null, 2);
    expect((await send(respaced, { 'x-razorpay-signature': sign(body) })).statusCode).toBe(400);
    expect(
      (await send(respaced, { 'x-razorpay-signature': sign(respaced), 'x-razorpay-event-id': 'evt_1' })).json(),
    ).toEqual({ status: 'processed' });
  });

  it('marks the order paid and ignores a repeated event id', async () => {
    const orderId = await pendingOrder();
    const body = event('payment.captured', orderId);
    const headers = { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt_captured_1' };

    expect((await send(body, headers)).json()).toEqual({ status: 'processed' });
    expect(await fixture.storage.docs.get('orders', orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_hook1' });
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toEqual([]);

    await saveCart(fixture, 'asha', [{ product: chair, quantity: 4 }]);
    const again = await send(body, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    expect((await fixture.storage.docs.get('carts', 'asha'))?.items).toHaveLength(1);
  });

  it('a paid order never goes back: payment.failed afterwards is ignored', async () => {
    const orderId = await pendingOrder();
    const captured = event('payment.captured', orderId);
    await send(captured, { 'x-razorpay-signature': sign(captured), 'x-razorpay-event-id': 'evt_a' });
    const failed = event('payment.failed', orderId, 'pay_late');
    await send(failed, { 'x-razorpay-signature': sign(failed), 'x-razorpay-event-id': 'evt_b' });
    expect(await fixture.storage.docs.get('orders', orderId)).toMatchObject({ status: 'paid', paymentId: 'pay_hook1' });
  });

  it('a failure on a pending order is recorded; a later capture still pays it', async () => {
    const orderId = await pendingOrder();
    const failed = event('payment.failed', orderId);
    await send(failed, { 'x-razorpay-signature': sign(failed), 'x-razorpay-event-id': 'evt_f' });
    expect((await fixture.storage.docs.get('orders', orderId))?.status).toBe('failed');
    const paid = JSON.stringify({
      event: 'order.paid',
      payload: { order: { entity: { id: orderId, status: 'paid' } }, payment: { entity: captured(orderId, 'pay_2') } },
    });
    await send(paid, { 'x-razorpay-signature': sign(paid), 'x-razorpay-event-id': 'evt_p' });
    expect((await fixture.storage.docs.get('orders', orderId))?.status).toBe('paid');
  });

  it('unknown orders and other events are acknowledged and ignored', async () => {
    const body = event('payment.captured', 'order_unknown');
    expect((await send(body, { 'x-razorpay-signature': sign(body) })).json()).toEqual({ status: 'ignored' });
    expect(await fixture.storage.docs.list('orders')).toEqual([]);
  });
});

it('with Razorpay keys but without RAZORPAY_WEBHOOK_SECRET the webhook answers 503', async () => {
  const fixture = makeApp({ env: { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_test_secret' } });
  try {
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
  } finally {
    await fixture.close();
  }
});
