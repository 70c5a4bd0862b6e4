import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from 'shared-contracts';
import { canMove, refusedMove } from './transitions';

/** The moves each life cycle allows; every other pair is refused. */
const ALLOWED: Readonly<Record<PaymentMethod, ReadonlyArray<readonly [OrderStatus, OrderStatus]>>> = {
  online: [
    ['pending', 'paid'],
    ['pending', 'failed'],
    ['pending', 'expired'],
    ['failed', 'paid'],
    ['failed', 'expired'],
    ['expired', 'paid'],
    ['paid', 'shipped'],
    ['paid', 'cancelled'],
    ['shipped', 'delivered'],
    ['shipped', 'cancelled'],
  ],
  cod: [
    ['placed', 'shipped'],
    ['placed', 'cancelled'],
    ['shipped', 'delivered'],
    ['shipped', 'cancelled'],
    ['delivered', 'paid'],
  ],
};
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe.each(PAYMENT_METHODS)('the order transition table, paid %s', (method) => {
  const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED[method].some(([a, b]) => a === from && b === to);

  it('covers all 64 pairs of the 8 statuses', () => {
    expect(pairs).toHaveLength(64);
    expect(pairs.filter(([from, to]) => isAllowed(from, to))).toHaveLength(ALLOWED[method].length);
  });

  it.each(pairs.filter(([from, to]) => isAllowed(from, to)))('allows %s → %s', (from, to) => {
    expect(canMove(from, to, method)).toBe(true);
    expect(refusedMove(from, to, method)).toBeNull();
  });

  it.each(pairs.filter(([from, to]) => !isAllowed(from, to)))('refuses %s → %s with a sentence', (from, to) => {
    expect(canMove(from, to, method)).toBe(false);
    const message = refusedMove(from, to, method);
    expect(message).toEqual(expect.any(String));
    expect(message).toContain(from === to ? `already ${to}` : from);
  });
});

describe('the order transition table in words', () => {
  it('reads as a person would say it', () => {
    expect(refusedMove('delivered', 'shipped')).toBe('An order that is delivered cannot be marked shipped.');
    expect(refusedMove('paid', 'failed')).toBe('An order that is paid cannot be marked failed.');
    expect(refusedMove('delivered', 'cancelled')).toBe('An order that is delivered cannot be cancelled.');
    expect(refusedMove('paid', 'pending')).toBe('An order that is paid cannot be made pending again.');
    expect(refusedMove('paid', 'paid')).toBe('This order is already paid.');
  });

  it('a cash-on-delivery order is paid only once delivered, and cannot be cancelled then', () => {
    expect(refusedMove('placed', 'paid', 'cod')).toBe(
      'A cash-on-delivery order is paid once it is delivered, not while placed.',
    );
    expect(refusedMove('delivered', 'cancelled', 'cod')).toBe('An order that is delivered cannot be cancelled.');
    // An online order delivered is paid already: the cash step is not its own.
    expect(refusedMove('delivered', 'paid', 'online')).toBe('An order that is delivered cannot be marked paid.');
  });
});
