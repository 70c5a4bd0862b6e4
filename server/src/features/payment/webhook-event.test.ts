/** The sandbox's webhook events: Razorpay's shape, and a signature Razorpay's own SDK accepts. */
import Razorpay from 'razorpay';
import { paidEvent, signWebhook, SANDBOX_ACCOUNT_ID } from './webhook-event';
import { readPaymentEntity, type ProviderPayment } from './provider-payment';

const payment: ProviderPayment = {
  id: 'pay_1',
  orderId: 'order_1',
  amountPaise: 450000,
  currency: 'INR',
  status: 'captured',
  createdAt: 1_700_000_100,
};
const order = { id: 'order_1', amountPaise: 450000, currency: 'INR', receipt: 'rcpt_1', createdAt: 1_700_000_000 };
const now = new Date('2026-11-24T01:00:00.000Z');

describe('the sandbox’s webhook events', () => {
  it('payment.captured carries the payment entity only', () => {
    expect(paidEvent('payment.captured', payment, order, now)).toEqual({
      entity: 'event',
      account_id: SANDBOX_ACCOUNT_ID,
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: expect.objectContaining({
            id: 'pay_1',
            entity: 'payment',
            amount: 450000,
            currency: 'INR',
            status: 'captured',
            order_id: 'order_1',
            captured: true,
            created_at: 1_700_000_100,
          }),
        },
      },
      created_at: Math.floor(now.getTime() / 1000),
    });
  });

  it('order.paid carries the payment and the paid order', () => {
    const event = paidEvent('order.paid', payment, order, now) as {
      contains: string[];
      payload: { order: { entity: object } };
    };
    expect(event.contains).toEqual(['payment', 'order']);
    expect(event.payload.order.entity).toEqual({
      id: 'order_1',
      entity: 'order',
      amount: 450000,
      amount_paid: 450000,
      amount_due: 0,
      currency: 'INR',
      receipt: 'rcpt_1',
      status: 'paid',
      attempts: 1,
      created_at: 1_700_000_000,
    });
  });

  it('the payment entity reads back as the payment it was made from', () => {
    const event = paidEvent('payment.captured', payment, order, now) as { payload: { payment: { entity: unknown } } };
    expect(readPaymentEntity(event.payload.payment.entity)).toEqual(payment);
  });

  it('is signed as Razorpay signs: razorpay-node’s validateWebhookSignature accepts it, and only with the same secret and bytes', () => {
    const secret = 'a'.repeat(40);
    const { body, headers } = signWebhook(paidEvent('order.paid', payment, order, now), secret);
    expect(JSON.parse(body)).toMatchObject({ event: 'order.paid' });
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-razorpay-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(headers['x-razorpay-event-id']).toMatch(/^evt_/);
    expect(Razorpay.validateWebhookSignature(body, headers['x-razorpay-signature'], secret)).toBe(true);
    expect(Razorpay.validateWebhookSignature(body, headers['x-razorpay-signature'], `${secret}b`)).toBe(false);
    expect(Razorpay.validateWebhookSignature(`${body} `, headers['x-razorpay-signature'], secret)).toBe(false);
  });

  it('each delivery has its own event id', () => {
    const event = paidEvent('payment.captured', payment, order, now);
    expect(signWebhook(event, 'x'.repeat(32)).headers['x-razorpay-event-id']).not.toBe(
      signWebhook(event, 'x'.repeat(32)).headers['x-razorpay-event-id'],
    );
  });
});
