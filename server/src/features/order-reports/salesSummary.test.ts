import { SALES_SERIES_DAYS, salesSummary, type OrderForSales } from './salesSummary';

// 23 Nov 2026, 10:00 in India.
const NOW = new Date('2026-11-23T04:30:00.000Z');

const paidAt = (at: string, amount: number, status: OrderForSales['status'] = 'paid'): OrderForSales => ({
  status,
  amount,
  paidAt: at,
  createdAt: at,
});

describe('salesSummary', () => {
  it('gives zeros and 30 empty days for a shop without orders', () => {
    const summary = salesSummary([], NOW);
    expect(summary.today).toEqual({ revenue: 0, paidOrders: 0 });
    expect(summary.last30Days).toEqual({ revenue: 0, paidOrders: 0 });
    expect(summary.daily).toHaveLength(SALES_SERIES_DAYS);
    expect(summary.daily.every((day) => day.revenue === 0 && day.paidOrders === 0)).toBe(true);
    expect(summary.waitingToShip).toBe(0);
    expect(summary.currency).toBe('INR');
  });

  it("adds up what coupons took off the orders counted (revenue is after them); a cancelled order's is not counted", () => {
    const withCoupon = (
      at: string,
      amount: number,
      discountPaise: number,
      status: OrderForSales['status'] = 'paid',
    ) => ({
      ...paidAt(at, amount, status),
      coupon: { code: 'DIWALI10', discountPaise },
    });
    const summary = salesSummary(
      [
        withCoupon('2026-11-23T04:00:00.000Z', 900, 10_000),
        withCoupon('2026-11-20T04:00:00.000Z', 450.5, 4_950),
        withCoupon('2026-11-23T04:10:00.000Z', 900, 10_000, 'cancelled'),
      ],
      NOW,
    );
    expect(summary.today).toEqual({ revenue: 900, paidOrders: 1, couponDiscounts: 100 });
    expect(summary.last7Days).toEqual({ revenue: 1350.5, paidOrders: 2, couponDiscounts: 149.5 });
  });

  it('counts cash on delivery apart: the cash recorded as collected (a short one as recorded) on the day it was recorded, nothing before', () => {
    const cod = (
      status: OrderForSales['status'],
      amount: number,
      codCollectedPaise: number | null,
      at: string | null,
    ): OrderForSales => ({
      status,
      amount,
      paidAt: at,
      createdAt: '2026-11-18T04:00:00.000Z',
      paymentMethod: 'cod',
      codCollectedPaise,
    });
    const summary = salesSummary(
      [
        paidAt('2026-11-23T04:00:00.000Z', 900),
        cod('paid', 1500, 150_000, '2026-11-23T04:05:00.000Z'),
        cod('paid', 2000, 120_000, '2026-11-21T04:05:00.000Z'),
        cod('placed', 700, null, null),
        cod('shipped', 800, null, null),
        cod('delivered', 600, null, null),
        cod('cancelled', 500, null, null),
      ],
      NOW,
    );
    expect(summary.today).toEqual({ revenue: 2400, paidOrders: 2, codOrders: 1, codCollected: 1500 });
    expect(summary.last7Days).toEqual({ revenue: 3600, paidOrders: 3, codOrders: 2, codCollected: 2700 });
    // The online paid order and the placed cash-on-delivery one; the collected ones were delivered already.
    expect(summary.waitingToShip).toBe(2);
  });

  it('labels the series with India dates, oldest first, ending today', () => {
    const { daily } = salesSummary([], NOW);
    expect(daily[0]?.date).toBe('2026-10-25');
    expect(daily[29]?.date).toBe('2026-11-23');
  });

  it('counts an order paid at 18:30 UTC on the next India day, and one at 18:29 on the day before', () => {
    const now = new Date('2026-11-23T20:00:00.000Z'); // 24 Nov, 01:30 in India
    const summary = salesSummary(
      [paidAt('2026-11-23T18:29:59.999Z', 100), paidAt('2026-11-23T18:30:00.000Z', 250)],
      now,
    );
    expect(summary.today).toEqual({ revenue: 250, paidOrders: 1 });
    expect(summary.daily.at(-1)).toEqual({ date: '2026-11-24', revenue: 250, paidOrders: 1 });
    expect(summary.daily.at(-2)).toEqual({ date: '2026-11-23', revenue: 100, paidOrders: 1 });
    expect(summary.last7Days).toEqual({ revenue: 350, paidOrders: 2 });
  });

  it('splits today, 7 days and 30 days at India midnights', () => {
    const orders = [
      paidAt('2026-11-22T18:30:00.000Z', 1000), // today, 00:00 India
      paidAt('2026-11-22T18:29:00.000Z', 2000), // yesterday
      paidAt('2026-11-16T18:30:00.000Z', 4000), // 17 Nov India: the 7th day back
      paidAt('2026-11-16T18:29:00.000Z', 8000), // 16 Nov India: outside 7 days
      paidAt('2026-10-24T18:30:00.000Z', 16000), // 25 Oct India: the 30th day back
      paidAt('2026-10-24T18:29:00.000Z', 32000), // 24 Oct India: outside 30 days
    ];
    const summary = salesSummary(orders, NOW);
    expect(summary.today).toEqual({ revenue: 1000, paidOrders: 1 });
    expect(summary.last7Days).toEqual({ revenue: 7000, paidOrders: 3 });
    expect(summary.last30Days).toEqual({ revenue: 31000, paidOrders: 5 });
    expect(summary.daily[0]).toEqual({ date: '2026-10-25', revenue: 16000, paidOrders: 1 });
  });

  it('counts paid, shipped and delivered orders as revenue, and nothing else', () => {
    const at = '2026-11-23T03:00:00.000Z';
    const orders: OrderForSales[] = [
      paidAt(at, 100, 'paid'),
      paidAt(at, 200, 'shipped'),
      paidAt(at, 400, 'delivered'),
      paidAt(at, 800, 'cancelled'),
      paidAt(at, 1600, 'failed'),
      paidAt(at, 3200, 'expired'),
      { status: 'pending', amount: 6400, paidAt: null, createdAt: at },
    ];
    expect(salesSummary(orders, NOW).today).toEqual({ revenue: 700, paidOrders: 3 });
  });

  it('counts the paid orders waiting to ship, whenever they were paid', () => {
    const orders = [
      paidAt('2026-01-01T00:00:00.000Z', 10, 'paid'),
      paidAt('2026-11-23T01:00:00.000Z', 10, 'paid'),
      paidAt('2026-11-23T01:00:00.000Z', 10, 'shipped'),
    ];
    expect(salesSummary(orders, NOW).waitingToShip).toBe(2);
  });

  it('rounds revenue to paise without float drift', () => {
    const at = '2026-11-23T01:00:00.000Z';
    const summary = salesSummary([paidAt(at, 0.1), paidAt(at, 0.2), paidAt(at, 1999.995)], NOW);
    expect(summary.today.revenue).toBe(2000.3);
  });

  it('falls back to the creation time for an old paid order without paidAt, and skips unreadable times', () => {
    const orders: OrderForSales[] = [
      { status: 'delivered', amount: 500, paidAt: null, createdAt: '2026-11-23T01:00:00.000Z' },
      { status: 'paid', amount: 900, paidAt: null, createdAt: '' },
    ];
    const summary = salesSummary(orders, NOW);
    expect(summary.today).toEqual({ revenue: 500, paidOrders: 1 });
    expect(summary.waitingToShip).toBe(1);
  });
});
