/**
 * Refunds a settle owes, finished whatever server dies, on both storage adapters: a second payment
 * on an order already paid is refunded once; a refund whose event a dead server recorded is made
 * when the event comes again; while another server holds a refund's claim the webhook answers 503
 * (the provider reports again), and a stale claim is taken over. The same for a second payment for
 * one cart. No alert on the way: no refund was refused.
 */
import { ADAPTERS } from '../../storage/testing/harnesses';
import { builtIn, createOrder, saveCart } from '../checkout/test-support';
import { doublePaymentReason } from '../orders/double-pay';
import { createOrdersRepository } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import { extraPaymentsOf } from './extra-payment';
import { REFUND_CLAIM_STALE_MS, refundIdempotencyKey } from './gateway';
import { paymentAlertsOf } from './payment-alerts';
import { capturedPayment, paymentShopPerTest, pendingOrderOf, sendPaidWebhook, webhooksOnly } from './test-support';
import { REFUND_UNDER_WAY_ELSEWHERE } from './webhook-routes';

const SECRET = 'whsec_refund_recovery_test_secret_0123456789';
const chair = builtIn('01');
// A limit per test, not a wait: the Firestore emulator's transactions take seconds on a busy CI machine.
jest.setTimeout(60_000);
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(ADAPTERS)('refunds left by a server that died, on %s', (_kind, makeHarness) => {
  const shopWith = paymentShopPerTest(makeHarness);
  const open = (env: Record<string, string>) => shopWith(env, [chair]);

  it('a second payment on an order already paid is refunded at once, once; the order keeps its first payment', async () => {
    const { fixture, order } = await open(webhooksOnly(SECRET));
    const pending = await order(await pendingOrderOf(fixture, chair));
    await sendPaidWebhook(
      fixture,
      SECRET,
      'payment.captured',
      pending,
      capturedPayment(pending, { id: 'pay_first' }),
      'evt_first',
    );
    const extra = capturedPayment(pending, { id: 'pay_again' });
    expect((await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, extra, 'evt_again')).json()).toEqual({
      status: 'processed',
    });
    expect((await sendPaidWebhook(fixture, SECRET, 'order.paid', pending, extra, 'evt_again_order')).json()).toEqual({
      status: 'processed',
    });
    expect(await order(pending.id)).toMatchObject({ status: 'paid', paymentId: 'pay_first' });
    expect(extraPaymentsOf(await fixture.storage.docs.get('orders', pending.id))).toEqual([
      { paymentId: 'pay_again', state: 'refunded', refundId: expect.stringMatching(/^rfnd_/), at: expect.any(String) },
    ]);
  });

  it('an event whose first delivery died before the refund refunds when sent again; 503 while another server refunds', async () => {
    const { fixture, order } = await open(webhooksOnly(SECRET));
    const pending = await order(await pendingOrderOf(fixture, chair));
    const first = capturedPayment(pending, { id: 'pay_first' });
    await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, first, 'evt_first');
    const docs = fixture.storage.docs;
    const stored = async () => (await docs.get('orders', pending.id)) ?? {};

    // The server that took evt_again recorded it with the order's move, then died before refunding.
    await docs.mutate('orders', pending.id, (current) =>
      current && Array.isArray(current.webhookEvents)
        ? { ...current, webhookEvents: [...current.webhookEvents, 'evt_again'] }
        : undefined,
    );
    const again = capturedPayment(pending, { id: 'pay_again' });
    const redelivered = await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, again, 'evt_again');
    expect(redelivered.json()).toEqual({ status: 'duplicate' });
    expect(extraPaymentsOf(await stored())).toEqual([
      expect.objectContaining({ paymentId: 'pay_again', state: 'refunded' }),
    ]);

    // Another server holds a fresh claim on pay_third's refund: the provider is told to send the event again.
    const claimAt = (at: string) =>
      docs.mutate('orders', pending.id, (current) =>
        current && Array.isArray(current.extraPayments)
          ? {
              ...current,
              extraPayments: [
                ...current.extraPayments.filter((entry) => JSON.stringify(entry).includes('pay_again')),
                { paymentId: 'pay_third', state: 'refunding', claim: 'another-server', at },
              ],
            }
          : undefined,
      );
    await claimAt(new Date().toISOString());
    const third = capturedPayment(pending, { id: 'pay_third' });
    const underWay = await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, third, 'evt_third');
    expect(underWay.statusCode).toBe(503);
    expect(underWay.json().message).toBe(REFUND_UNDER_WAY_ELSEWHERE);
    expect(extraPaymentsOf(await stored())[1]).toMatchObject({ paymentId: 'pay_third', state: 'refunding' });

    // That server died: once its claim is stale, the next delivery takes the refund over.
    await claimAt(new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000).toISOString());
    const takenOver = await sendPaidWebhook(fixture, SECRET, 'payment.captured', pending, third, 'evt_third');
    expect(takenOver.json()).toEqual({ status: 'duplicate' });
    expect(extraPaymentsOf(await stored())).toEqual([
      expect.objectContaining({ paymentId: 'pay_again', state: 'refunded' }),
      expect.objectContaining({ paymentId: 'pay_third', state: 'refunded' }),
    ]);
    expect(await order(pending.id)).toMatchObject({ status: 'paid', paymentId: 'pay_first' });
  });

  it('a second payment for one cart: 503 while its refund’s claim is fresh, refunded by the next report once it is stale', async () => {
    const { fixture, order } = await open(webhooksOnly(SECRET));
    const docs = fixture.storage.docs;
    // Two tabs, one cart: two pending orders, each paid.
    await saveCart(fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const kept = await order(await createOrder(fixture, 'asha', chair.price));
    const second = await order(await createOrder(fixture, 'asha', chair.price));
    const paidOnce = capturedPayment(kept, { id: 'pay_kept' });
    await sendPaidWebhook(fixture, SECRET, 'payment.captured', kept, paidOnce, 'evt_kept');

    // The server that settled the second payment claimed its refund, then died before asking the provider.
    await expect(
      settlePaidOrder(docs, createOrdersRepository(docs), second.id, 'pay_second', {
        eventId: 'evt_second',
        log: quiet,
        onDoublePayment: async () => {
          throw new Error('the server died');
        },
      }),
    ).rejects.toThrow('the server died');
    const claimAt = (at: string) =>
      docs.mutate('orders', second.id, (current) =>
        current
          ? {
              ...current,
              refund: {
                state: 'pending',
                at,
                by: 'system',
                claim: 'the-server-that-died',
                idempotencyKey: refundIdempotencyKey('pay_second'),
              },
            }
          : undefined,
      );
    await claimAt(new Date().toISOString());
    const paidTwice = capturedPayment(second, { id: 'pay_second' });

    const underWay = await sendPaidWebhook(fixture, SECRET, 'payment.captured', second, paidTwice, 'evt_second');
    expect(underWay.statusCode).toBe(503);
    expect(underWay.json().message).toBe(REFUND_UNDER_WAY_ELSEWHERE);
    expect(await order(second.id)).toMatchObject({ status: 'paid', refund: { state: 'pending' } });

    await claimAt(new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000).toISOString());
    const takenOver = await sendPaidWebhook(fixture, SECRET, 'payment.captured', second, paidTwice, 'evt_second');
    expect(takenOver.json()).toEqual({ status: 'duplicate' });
    const refunded = await order(second.id);
    expect(refunded).toMatchObject({ status: 'cancelled', refund: { state: 'refunded', by: 'system' } });
    expect(refunded.history.at(-1)).toMatchObject({
      to: 'cancelled',
      by: 'system',
      reason: doublePaymentReason({ id: kept.id }),
    });
    expect(paymentAlertsOf(await docs.get('orders', second.id))).toEqual([]);
    expect(await order(kept.id)).toMatchObject({ status: 'paid', paymentId: 'pay_kept' });

    // Reported again once refunded: nothing more happens.
    const afterwards = await sendPaidWebhook(fixture, SECRET, 'payment.captured', second, paidTwice, 'evt_second');
    expect(afterwards.json()).toEqual({ status: 'duplicate' });
    expect((await order(second.id)).refund).toEqual(refunded.refund);
  });
});
