/** Cancel and refund: the provider refunds first, once, and a refused refund changes nothing. */
import type { AdminOrderDetail } from 'shared-contracts';
import * as gatewayModule from '../payment/gateway';
import { builtIn, createOrder, saveCart, setStock, stockOf } from '../checkout/test-support';
import { createOrdersRepository } from '../orders/repository';
import { until } from '../payment/test-support';
import { REFUND_CLAIM_STALE_MS, type PaymentGateway } from '../payment/gateway';
import { NO_PAYMENT_TO_REFUND, refundFailed } from './cancel-order';
import { REFUND_UNDER_WAY } from './deps';
import { ADMIN, adminAction, adminShop, type AdminShop, mailsMatching, outboxMails, paidOrder } from './test-support';

const chair = builtIn('01');

/** Builds the app with the sandbox gateway, its refund replaced by `refund` (counted). */
async function shopWithRefund(refund: PaymentGateway['refund']): Promise<{ shop: AdminShop; calls: string[] }> {
  const calls: string[] = [];
  const real = gatewayModule.paymentGateway;
  jest.spyOn(gatewayModule, 'paymentGateway').mockImplementation((config, docs) => {
    const gateway = real(config, docs);
    return (
      gateway && {
        ...gateway,
        refund: (paymentId: string, amountPaise: number, key: string) => (
          calls.push(paymentId),
          refund(paymentId, amountPaise, key)
        ),
      }
    );
  });
  return { shop: await adminShop(), calls };
}

describe('cancel and refund', () => {
  let shop: AdminShop;
  afterEach(async () => {
    jest.restoreAllMocks();
    await shop.close();
  });

  const stored = (orderId: string) => createOrdersRepository(shop.fixture.storage.docs).get(orderId);

  it('refunds the whole amount, cancels, returns the stock and mails the shopper', async () => {
    const counted = await shopWithRefund(async (_id, amountPaise) => ({ id: 'rfnd_test1', amountPaise }));
    shop = counted.shop;
    await setStock(shop.fixture, chair.id, 5);
    const orderId = await paidOrder(shop.fixture, 'asha', chair, 2);
    expect(await stockOf(shop.fixture, chair.id)).toBe(3);

    const response = await adminAction(shop.fixture, orderId, 'cancel', { reason: ' Shopper asked ' });
    expect(response.statusCode).toBe(200);
    const order = response.json<AdminOrderDetail>();
    expect(order).toMatchObject({ status: 'cancelled', stock: 'released', refundInProgress: false });
    expect(order.refund).toMatchObject({ amount: chair.price * 2, refundId: 'rfnd_test1' });
    expect(order.history.at(-1)).toMatchObject({ from: 'paid', to: 'cancelled', by: ADMIN, reason: 'Shopper asked' });
    expect(counted.calls).toEqual([order.payment.paymentId]);
    expect(await stockOf(shop.fixture, chair.id)).toBe(5);
    const mails = await mailsMatching(shop.dataDir, (mail) => mail.includes('is cancelled and refunded'));
    expect(mails).toHaveLength(1);
  });

  it('the sandbox refunds a shipped order too (an empty body gives the default reason)', async () => {
    shop = await adminShop();
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    await adminAction(shop.fixture, orderId, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    const response = await adminAction(shop.fixture, orderId, 'cancel', {});
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminOrderDetail>().refund?.refundId).toMatch(/^rfnd_/);
    expect(response.json<AdminOrderDetail>().history.at(-1)).toMatchObject({
      from: 'shipped',
      to: 'cancelled',
      reason: 'Cancelled and refunded by an admin.',
    });
    const tooLong = await adminAction(shop.fixture, orderId, 'cancel', { reason: 'r'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('two cancels at once refund once', async () => {
    let release: () => void = () => undefined;
    const providerAnswer = new Promise<void>((resolve) => (release = resolve));
    const counted = await shopWithRefund(async (_id, amountPaise) => {
      await providerAnswer;
      return { id: 'rfnd_once', amountPaise };
    });
    shop = counted.shop;
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const first = adminAction(shop.fixture, orderId, 'cancel');
    // The first cancel holds the claim while the provider is thinking.
    await until(async () => (await stored(orderId))?.refund?.state === 'pending', 'the first cancel claims the refund');
    const second = await adminAction(shop.fixture, orderId, 'cancel');
    expect([second.statusCode, second.json().message]).toEqual([409, REFUND_UNDER_WAY]);
    const ship = await adminAction(shop.fixture, orderId, 'ship', { carrier: 'Delhivery', trackingNumber: 'DL1' });
    expect([ship.statusCode, ship.json().message]).toEqual([409, REFUND_UNDER_WAY]);
    release();
    expect((await first).statusCode).toBe(200);
    const third = await adminAction(shop.fixture, orderId, 'cancel');
    expect([third.statusCode, third.json().message]).toEqual([409, 'This order is already cancelled.']);
    expect(counted.calls).toHaveLength(1);
  });

  it('a refused refund is 502 and leaves the order, its stock and the outbox as they were', async () => {
    const counted = await shopWithRefund(async () => {
      throw { statusCode: 400, error: { description: 'The refund amount provided is greater than amount captured' } };
    });
    shop = counted.shop;
    await setStock(shop.fixture, chair.id, 5);
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const before = await stored(orderId);
    const mails = outboxMails(shop.dataDir).length;

    const response = await adminAction(shop.fixture, orderId, 'cancel');
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(refundFailed('The refund amount provided is greater than amount captured'));
    expect(await stored(orderId)).toEqual({ ...before, refund: null });
    expect(await stockOf(shop.fixture, chair.id)).toBe(4);
    expect(outboxMails(shop.dataDir)).toHaveLength(mails);
    expect(counted.calls).toHaveLength(1);
  });

  it('refuses orders that were never paid, and a stale claim does not block a cancel forever', async () => {
    shop = await adminShop();
    await saveCart(shop.fixture, 'asha', [{ product: chair, quantity: 1 }]);
    const pending = await createOrder(shop.fixture, 'asha', chair.price);
    const refused = await adminAction(shop.fixture, pending, 'cancel');
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'An order that is pending cannot be cancelled.',
    ]);
    expect((await adminAction(shop.fixture, 'order_nope', 'cancel')).statusCode).toBe(404);

    const noPayment = await paidOrder(shop.fixture, 'asha', chair);
    await shop.fixture.storage.docs.mutate('orders', noPayment, (doc) =>
      doc ? { ...doc, paymentId: null } : undefined,
    );
    const nothing = await adminAction(shop.fixture, noPayment, 'cancel');
    expect([nothing.statusCode, nothing.json().message]).toEqual([409, NO_PAYMENT_TO_REFUND]);

    const crashed = await paidOrder(shop.fixture, 'asha', chair);
    const old = new Date(Date.now() - REFUND_CLAIM_STALE_MS - 1000).toISOString();
    await shop.fixture.storage.docs.mutate('orders', crashed, (doc) =>
      doc ? { ...doc, refund: { state: 'pending', at: old, by: ADMIN, claim: 'lost' } } : undefined,
    );
    expect((await adminAction(shop.fixture, crashed, 'cancel')).statusCode).toBe(200);
  });

  it('an order refunded before a crash is cancelled without a second refund', async () => {
    const counted = await shopWithRefund(async (_id, amountPaise) => ({ id: 'rfnd_again', amountPaise }));
    shop = counted.shop;
    const orderId = await paidOrder(shop.fixture, 'asha', chair);
    const at = new Date().toISOString();
    await shop.fixture.storage.docs.mutate('orders', orderId, (doc) =>
      doc
        ? { ...doc, refund: { state: 'refunded', at, by: ADMIN, amount: chair.price, refundId: 'rfnd_earlier' } }
        : undefined,
    );
    const response = await adminAction(shop.fixture, orderId, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminOrderDetail>()).toMatchObject({
      status: 'cancelled',
      refund: { refundId: 'rfnd_earlier' },
    });
    expect(counted.calls).toEqual([]);
  });
});
