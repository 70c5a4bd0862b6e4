import { formatRupees } from 'shared-contracts';
import { chartSummary } from './chartSummary';

describe('chartSummary', () => {
  it('names the span, the total and the best day', () => {
    const daily = [
      { date: '2026-11-21', revenue: 1000, paidOrders: 1 },
      { date: '2026-11-22', revenue: 5000, paidOrders: 2 },
      { date: '2026-11-23', revenue: 0, paidOrders: 0 },
    ];
    expect(chartSummary(daily)).toBe(
      `Revenue per day from 2026-11-21 to 2026-11-23: ${formatRupees(6000)} in all; highest ${formatRupees(5000)} on 2026-11-22.`,
    );
  });

  it('says when nothing was sold', () => {
    expect(chartSummary([{ date: '2026-11-23', revenue: 0, paidOrders: 0 }])).toMatch(/no sales\.$/);
  });
});
