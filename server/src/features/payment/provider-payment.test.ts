/** Reading the provider's payment entity, and the check that a payment pays exactly its order. */
import { paymentMismatch, readPaymentEntity, type ProviderPayment } from './provider-payment';

const order = { id: 'order_1', amount: 4500.5, currency: 'INR' };
const good: ProviderPayment = {
  id: 'pay_1',
  orderId: 'order_1',
  amountPaise: 450050,
  currency: 'INR',
  status: 'captured',
  createdAt: 1,
};

describe('readPaymentEntity', () => {
  it('reads Razorpay’s entity (amount as a number or a numeric string, as the SDK types allow)', () => {
    expect(
      readPaymentEntity({
        id: 'pay_1',
        order_id: 'order_1',
        amount: '450050',
        currency: 'INR',
        status: 'captured',
        created_at: 1,
      }),
    ).toEqual(good);
  });

  it('needs an id and an order id; odd fields read as not this order’s money', () => {
    expect(readPaymentEntity({ order_id: 'order_1' })).toBeNull();
    expect(readPaymentEntity({ id: 'pay_1' })).toBeNull();
    expect(readPaymentEntity('pay_1')).toBeNull();
    expect(readPaymentEntity({ id: 'pay_1', order_id: 'order_1', amount: 1.5, status: 'settled' })).toEqual({
      id: 'pay_1',
      orderId: 'order_1',
      amountPaise: -1,
      currency: '',
      status: 'failed',
      createdAt: 0,
    });
  });
});

describe('paymentMismatch', () => {
  it('passes a captured payment of the whole amount in INR', () => {
    expect(paymentMismatch(order, good)).toBeNull();
  });

  it('names every difference', () => {
    expect(paymentMismatch(order, { ...good, amountPaise: 450000 })).toBe(
      'Payment pay_1 does not pay this order: amount 450000 paise, the order is 450050 paise.',
    );
    expect(paymentMismatch(order, { ...good, currency: 'USD', status: 'authorized' })).toBe(
      'Payment pay_1 does not pay this order: currency USD, the order is INR; status authorized, not captured.',
    );
    expect(paymentMismatch(order, { ...good, orderId: 'order_2', currency: '' })).toBe(
      'Payment pay_1 does not pay this order: it is for order order_2; currency missing, the order is INR.',
    );
    expect(paymentMismatch(order, { ...good, status: 'refunded' })).toContain('status refunded, not captured');
  });
});
