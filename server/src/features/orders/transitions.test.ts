import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { canMove, refusedMove } from './transitions';

/** The moves the order life cycle allows (plus a late payment on an expired order); every other pair is refused. */
const ALLOWED: ReadonlyArray<readonly [OrderStatus, OrderStatus]> = [
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
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([a, b]) => a === from && b === to);
const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('the order transition table', () => {
  it('covers all 49 pairs of the 7 statuses', () => {
    expect(pairs).toHaveLength(49);
    expect(pairs.filter(([from, to]) => isAllowed(from, to))).toHaveLength(ALLOWED.length);
  });

  it.each(pairs.filter(([from, to]) => isAllowed(from, to)))('allows %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(refusedMove(from, to)).toBeNull();
  });

  it.each(pairs.filter(([from, to]) => !isAllowed(from, to)))(
    'refuses %s → %s with a sentence naming both',
    (from, to) => {
      expect(canMove(from, to)).toBe(false);
      const message = refusedMove(from, to);
      expect(message).toEqual(expect.any(String));
      expect(message).toContain(from === to ? `already ${to}` : `is ${from} cannot be`);
    },
  );

  it('reads as a person would say it', () => {
    expect(refusedMove('delivered', 'shipped')).toBe('An order that is delivered cannot be marked shipped.');
    expect(refusedMove('paid', 'failed')).toBe('An order that is paid cannot be marked failed.');
    expect(refusedMove('delivered', 'cancelled')).toBe('An order that is delivered cannot be cancelled.');
    expect(refusedMove('paid', 'pending')).toBe('An order that is paid cannot be made pending again.');
    expect(refusedMove('paid', 'paid')).toBe('This order is already paid.');
  });
});
