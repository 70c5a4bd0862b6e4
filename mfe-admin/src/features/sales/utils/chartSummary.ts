import { formatRupees, type DailySalesFigures } from 'shared-contracts';

/** One sentence a screen reader hears for the chart: the span, the total and the best day. */
export function chartSummary(daily: readonly DailySalesFigures[]): string {
  const first = daily[0];
  const last = daily[daily.length - 1];
  if (!first || !last) return 'Revenue per day: no days to show.';
  const total = daily.reduce((sum, day) => sum + day.revenue, 0);
  const best = daily.reduce((top, day) => (day.revenue > top.revenue ? day : top), first);
  const span = `Revenue per day from ${first.date} to ${last.date}: ${formatRupees(total)} in all`;
  return best.revenue > 0 ? `${span}; highest ${formatRupees(best.revenue)} on ${best.date}.` : `${span}; no sales.`;
}
