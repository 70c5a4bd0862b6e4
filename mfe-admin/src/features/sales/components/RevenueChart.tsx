import { formatRupees, type DailySalesFigures } from 'shared-contracts';
import { chartSummary } from '../utils/chartSummary';

const WIDTH = 300;
const HEIGHT = 100;

/** 30 days of revenue as SVG bars (one summary sentence for screen readers) and the same figures as a table. */
export function RevenueChart({ daily }: { daily: readonly DailySalesFigures[] }) {
  const top = Math.max(1, ...daily.map((day) => day.revenue));
  const slot = WIDTH / Math.max(1, daily.length);
  return (
    <figure className="adm-chart">
      <svg
        role="img"
        aria-label={chartSummary(daily)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
      >
        {daily.map((day, index) => {
          const height = (day.revenue / top) * HEIGHT;
          return (
            <rect
              key={day.date}
              x={index * slot + 1}
              y={HEIGHT - height}
              width={Math.max(1, slot - 2)}
              height={height}
              className="adm-chart__bar"
              fill="currentColor"
            />
          );
        })}
      </svg>
      <figcaption>Revenue, last 30 days</figcaption>
      <details>
        <summary>Show as table</summary>
        <table className="adm-table">
          <caption className="adm-table__caption">Revenue per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Revenue</th>
              <th scope="col">Paid orders</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{formatRupees(day.revenue)}</td>
                <td>{day.paidOrders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
