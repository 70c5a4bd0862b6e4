/**
 * A second payment for one cart whose refund a server claimed and then died making, on both storage
 * adapters: the provider's next report of that payment is answered 503 while the claim is fresh (so
 * it keeps reporting), and takes the refund over once the claim is stale. No alert on the way: the
 * refund was never refused.
 */
import type { StorageHarness } from '../../storage/testing/contract-context';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { builtIn, createOrder, saveCart } from '../checkout/test-support';
import { doublePaymentReason } from '../orders/double-pay';
import { createOrdersRepository } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import { REFUND_CLAIM_STALE_MS, refundIdempotencyKey } from './gateway';
import { paymentAlertsOf } from './payment-alerts';
import { capturedPayment, paymentShop, sendPaidWebhook, type PaymentShop } from './test-support';
import { REFUND_UNDER_WAY_ELSEWHERE } from './webhook-routes';

const SECRET = 'whsec_double_payment_recovery_secret_0123456789';
const chair = builtIn('01');
// The Firestore emulator is slow on a busy machine.
jest.setTimeout(60_000);
/** Long enough that nothing but the test's own step settles an order. */
const NEVER = '3600000';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(ADAPTERS)('a double payment’s refund left by a server that died, on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });
  let shop: PaymentShop | null = null;
  afterEach(async () => {
    await shop?.close();
    shop = null;
  });

  it('is answered 503 while its claim is fresh, and refunded by the next report once the claim is stale', async () => {
    shop = await paymentShop(
      harness,
      { RAZORPAY_WEBHOOK_SECRET: SECRET, PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: NEVER, PAYMENT_RECONCILE_MS: NEVER },
      [chair],
    );
    const { fixture, order } = shop;
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
