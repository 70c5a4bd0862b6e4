/**
 * A refund is made once, whatever fails around it, on both storage adapters and from two server
 * instances: the claim records the idempotency key before the provider is asked, and every attempt
 * carries it, so a provider that honours the key (as Razorpay does) makes one refund.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { StorageHarness, StorageUnderTest } from '../../storage/testing/contract-context';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import { createOrdersRepository, toOrder } from '../orders/repository';
import { mailWake } from '../orders/paid-mail';
import { extraPaymentsOf, refundExtraPayment } from '../payment/extra-payment';
import { REFUND_CLAIM_STALE_MS, type PaymentGateway, type ProviderRefund } from '../payment/gateway';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { cancelOrder } from './cancel-order';
import type { AdminOrdersDeps } from './deps';

jest.setTimeout(60_000);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

/** A provider that honours idempotency keys: a key it has seen gives back that refund; no key, a new one. */
function keyedProvider() {
  const refunds = new Map<string, ProviderRefund>();
  let keyless = 0;
  const calls: Array<{ paymentId: string; key: string }> = [];
  let loseNextAnswer = false;
  const refund: PaymentGateway['refund'] = async (paymentId, amountPaise, idempotencyKey) => {
    calls.push({ paymentId, key: idempotencyKey });
    const key = idempotencyKey || `keyless-${(keyless += 1)}`;
    const made = refunds.get(key) ?? { id: `rfnd_${refunds.size + 1}`, amountPaise };
    refunds.set(key, made);
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new Error('socket hang up');
    }
    return made;
  };
  return {
    calls,
    refundsMade: () => refunds.size,
    loseNextAnswer: () => void (loseNextAnswer = true),
    gateway: {
      kind: 'sandbox',
      signingSecret: 'unused',
      publicKey: 'unused',
      createOrder: async () => ({ id: 'unused' }),
      fetchPayments: async () => [],
      refund,
    } satisfies PaymentGateway,
  };
}

function depsOf(docs: DocumentStore, gateway: PaymentGateway): AdminOrdersDeps {
  return {
    docs,
    orders: createOrdersRepository(docs),
    onRequest: [],
    gateway,
    wake: mailWake(),
  };
}

const isFields = (value: JsonValue | undefined): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `data` records a finished refund: the order's own, or one of a second payment. */
const recordsRefund = (data: DocumentData | undefined): boolean =>
  (isFields(data?.refund) && data.refund.state === 'refunded') ||
  (Array.isArray(data?.extraPayments) &&
    data.extraPayments.some((entry) => isFields(entry) && entry.state === 'refunded'));

/** `docs` whose write recording a finished refund fails, as if the server died just before it. */
function crashingBeforeTheRecord(docs: DocumentStore): DocumentStore {
  return {
    ...docs,
    mutate: (collection, id, change) =>
      docs.mutate(collection, id, (current) => {
        const next = change(current);
        if (recordsRefund(next)) throw new Error('the server died');
        return next;
      }),
  };
}

describe.each(ADAPTERS)('refund claims on %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });
  let underTest: StorageUnderTest;
  beforeEach(async () => {
    underTest = await harness.open();
  });
  afterEach(async () => {
    await underTest.dispose();
  });

  async function paidOrder(id: string): Promise<void> {
    const orders = createOrdersRepository(underTest.storage.docs);
    const item = { id: 'desk', productName: 'Desk', imgUrl: '', price: 12000, quantity: 1, totalPrice: 12000 };
    await orders.create({
      id,
      uid: 'asha',
      items: [item],
      amount: 12000,
      currency: 'INR',
      receipt: `rcpt_${id}`,
      provider: 'sandbox',
      createdAt: new Date().toISOString(),
    });
    await orders.move(id, { to: 'paid', by: 'provider', reason: 'paid', paymentId: `pay_${id}` });
  }

  const stored = async (id: string) => {
    const data = await underTest.storage.docs.get('orders', id);
    if (!data) throw new Error(`no order ${id}`);
    return toOrder(id, data);
  };

  it('two cancels at once on two instances: one provider refund, the other cancel is told it is under way', async () => {
    await paidOrder('order_twice');
    const provider = keyedProvider();
    const another = await underTest.openAnother();
    const outcomes = await Promise.allSettled([
      cancelOrder(depsOf(underTest.storage.docs, provider.gateway), 'order_twice', 'admin', 'asked', silent),
      cancelOrder(depsOf(another.docs, provider.gateway), 'order_twice', 'admin', 'asked', silent),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(provider.calls).toHaveLength(1);
    expect(provider.refundsMade()).toBe(1);
    expect((await stored('order_twice')).status).toBe('cancelled');
  });

  it('the provider refunded but its answer was lost: the retry gets that refund back, not a second one', async () => {
    await paidOrder('order_lost');
    const provider = keyedProvider();
    const deps = depsOf(underTest.storage.docs, provider.gateway);
    provider.loseNextAnswer();
    await expect(cancelOrder(deps, 'order_lost', 'admin', 'asked', silent)).rejects.toMatchObject({ statusCode: 502 });
    const cancelled = await cancelOrder(deps, 'order_lost', 'admin', 'asked', silent);
    expect(provider.calls).toHaveLength(2);
    expect(provider.calls[0]?.key).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(provider.calls[1]?.key).toBe(provider.calls[0]?.key);
    expect(provider.refundsMade()).toBe(1);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { state: 'refunded', refundId: 'rfnd_1' } });
  });

  it('a server died between the refund and its record: the claim is taken over later and refunds nothing more', async () => {
    await paidOrder('order_crash');
    const provider = keyedProvider();
    const dying = depsOf(crashingBeforeTheRecord(underTest.storage.docs), provider.gateway);
    await expect(cancelOrder(dying, 'order_crash', 'admin', 'asked', silent)).rejects.toThrow('the server died');
    const claimed = await stored('order_crash');
    expect(claimed.refund).toMatchObject({ state: 'pending', idempotencyKey: provider.calls[0]?.key });

    // The claim has outlived REFUND_CLAIM_STALE_MS; another instance cancels again.
    const staleAt = new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000).toISOString();
    await underTest.storage.docs.mutate('orders', 'order_crash', (current) =>
      current && typeof current.refund === 'object' && current.refund !== null && !Array.isArray(current.refund)
        ? { ...current, refund: { ...current.refund, at: staleAt } }
        : undefined,
    );
    const another = await underTest.openAnother();
    const cancelled = await cancelOrder(
      depsOf(another.docs, provider.gateway),
      'order_crash',
      'admin',
      'again',
      silent,
    );
    expect(provider.calls.map((call) => call.key)).toEqual([provider.calls[0]?.key, provider.calls[0]?.key]);
    expect(provider.refundsMade()).toBe(1);
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { state: 'refunded', refundId: 'rfnd_1' } });
  });

  it('a second payment’s refund claim left by a dead server is taken over by the next report: one refund', async () => {
    await paidOrder('order_extra');
    const provider = keyedProvider();
    const dying = crashingBeforeTheRecord(underTest.storage.docs);
    const order = await stored('order_extra');
    await expect(refundExtraPayment(dying, provider.gateway, order, 'pay_second', silent)).rejects.toThrow(
      'the server died',
    );
    expect(extraPaymentsOf(await underTest.storage.docs.get('orders', 'order_extra'))).toEqual([
      expect.objectContaining({ paymentId: 'pay_second', state: 'refunding' }),
    ]);
    // Reported again (the provider retries its webhook) on another instance, before and after the claim is stale.
    const another = await underTest.openAnother();
    expect(await refundExtraPayment(another.docs, provider.gateway, order, 'pay_second', silent)).toBe(
      'under way elsewhere',
    );
    const staleAt = new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000).toISOString();
    await underTest.storage.docs.mutate('orders', 'order_extra', (current) =>
      current && Array.isArray(current.extraPayments)
        ? {
            ...current,
            extraPayments: current.extraPayments.map((entry) => (isFields(entry) ? { ...entry, at: staleAt } : entry)),
          }
        : undefined,
    );
    expect(await refundExtraPayment(another.docs, provider.gateway, order, 'pay_second', silent)).toBe('refunded');
    expect(await refundExtraPayment(another.docs, provider.gateway, order, 'pay_second', silent)).toBe(
      'handled before',
    );
    expect(provider.calls.map((call) => call.key)).toEqual(['refund-pay_second', 'refund-pay_second']);
    expect(provider.refundsMade()).toBe(1);
    expect(extraPaymentsOf(await underTest.storage.docs.get('orders', 'order_extra'))).toEqual([
      expect.objectContaining({ paymentId: 'pay_second', state: 'refunded', refundId: 'rfnd_1' }),
    ]);
  });
});
