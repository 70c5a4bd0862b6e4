/** Which payment of one cart is kept: the first settled; a later one overlapping it is a double payment. */
import { toOrder, type OrderRecord } from './repository';
import { firstPaymentOfSameCart } from './double-pay';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString();

function order(
  id: string,
  createdMinute: number,
  paidMinute: number | null,
  extra: Partial<OrderRecord> = {},
): OrderRecord {
  const paid = paidMinute === null ? {} : { paidAt: at(paidMinute), paymentId: `pay_${id}` };
  return {
    ...toOrder(id, {
      uid: 'asha',
      status: paidMinute === null ? 'pending' : 'paid',
      createdAt: at(createdMinute),
      amount: 100,
    }),
    ...paid,
    ...extra,
  };
}

describe('firstPaymentOfSameCart', () => {
  it('two tabs: both orders made before either was paid; the later payment duplicates the first', () => {
    const first = order('a', 0, 3);
    const second = order('b', 1, 5);
    expect(firstPaymentOfSameCart(second, [first, second])).toBe(first);
    expect(firstPaymentOfSameCart(first, [])).toBeNull();
  });

  it('an order made after the first was paid is a new purchase', () => {
    const first = order('a', 0, 3);
    const next = order('b', 4, 6);
    expect(firstPaymentOfSameCart(next, [first, next])).toBeNull();
  });

  it('a payment thought failed that comes through after the shopper bought again is a duplicate', () => {
    const failedThenPaid = order('late', 0, 30);
    const boughtAgain = order('again', 5, 6);
    expect(firstPaymentOfSameCart(failedThenPaid, [boughtAgain, failedThenPaid])).toBe(boughtAgain);
  });

  it('the order of settling decides, not the clocks: an order settled before is first even if its clock ran ahead', () => {
    const settledFirst = order('a', 0, 9);
    const settlingNow = order('b', 1, 5);
    expect(firstPaymentOfSameCart(settlingNow, [settledFirst])).toBe(settledFirst);
    const alsoBefore = order('c', 0, 7);
    expect(firstPaymentOfSameCart(settlingNow, [settledFirst, alsoBefore])).toBe(alsoBefore);
  });

  it('other shoppers, unpaid, refunded or cancelled orders keep no money and do not count', () => {
    const mine = order('mine', 1, 5);
    expect(firstPaymentOfSameCart(mine, [order('theirs', 0, 3, { uid: 'bilal' }), mine])).toBeNull();
    expect(firstPaymentOfSameCart(mine, [order('open', 0, null), mine])).toBeNull();
    expect(firstPaymentOfSameCart(mine, [order('gone', 0, 3, { status: 'cancelled' }), mine])).toBeNull();
    const refunding = order('refunding', 0, 3, {
      refund: { state: 'pending', at: at(4), by: 'system', claim: 'c', idempotencyKey: 'refund-pay_refunding' },
    });
    expect(firstPaymentOfSameCart(mine, [refunding, mine])).toBeNull();
    const shipped = order('shipped', 0, 3, { status: 'shipped' });
    expect(firstPaymentOfSameCart(mine, [shipped, mine])).toBe(shipped);
  });
});
