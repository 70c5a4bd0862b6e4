import { toOrder } from './repository';

describe('orders/{id} documents', () => {
  it('an order stored before the life cycle reads with no history, no reservation and no expiry', () => {
    const order = toOrder('order_old', {
      status: 'paid',
      uid: 'asha',
      items: [],
      amount: 10,
      createdAt: '2026-01-01T00:00:00.000Z',
      paidAt: '2026-01-01T00:01:00.000Z',
    });
    expect(order).toMatchObject({
      id: 'order_old',
      status: 'paid',
      history: [],
      stock: 'none',
      expiresAt: null,
      stockShortfall: [],
      webhookEvents: [],
    });
  });

  it('keeps well-formed history entries and drops ones with an unknown status', () => {
    const entry = {
      from: 'pending',
      to: 'paid',
      at: '2026-01-01T00:01:00.000Z',
      by: 'provider',
      reason: 'payment confirmed',
    };
    const order = toOrder('o', {
      status: 'paid',
      history: [entry, { ...entry, to: 'refunded' }, 'junk'],
      stock: 'committed',
    });
    expect(order.history).toEqual([entry]);
    expect(order.stock).toBe('committed');
  });
});
