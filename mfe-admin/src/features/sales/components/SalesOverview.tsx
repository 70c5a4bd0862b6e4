import { useCallback } from 'react';
import {
  ROUTES,
  adminProductPath,
  formatRupees,
  type AdminLowStockResponse,
  type SalesWindowFigures,
} from 'shared-contracts';
import { Link } from 'shared-contracts/router';
import { useAdminApi } from '../../../api/useAdminApi';
import { LoadError } from '../../../components/LoadError';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { appendNew, useLoadMore } from '../../../hooks/useLoadMore';
import { useResource } from '../../../hooks/useResource';
import { RevenueChart } from './RevenueChart';

const Window = ({ label, figures }: { label: string; figures: SalesWindowFigures }) => (
  <div className="adm-counts__item">
    <dt>{label}</dt>
    <dd>
      {formatRupees(figures.revenue)}
      <span className="adm-muted">
        {' '}
        {figures.paidOrders === 1 ? '1 paid order' : `${figures.paidOrders} paid orders`}
        {figures.couponDiscounts ? ` · ${formatRupees(figures.couponDiscounts)} off with coupons` : ''}
        {figures.codOrders
          ? ` · of them ${figures.codOrders} cash on delivery, ${formatRupees(figures.codCollected ?? 0)} collected`
          : ''}
      </span>
    </dd>
  </div>
);

/** The shop at a glance: revenue windows, the 30-day chart, orders to ship, low stock (a page at a time). */
export function SalesOverview() {
  const api = useAdminApi();
  const { state, reload, update } = useResource(['sales'], api.sales);
  const appendLowStock = useCallback(
    (page: AdminLowStockResponse) =>
      update((sales) => ({
        ...sales,
        lowStock: appendNew(sales.lowStock, page.products, (product) => product.id),
        lowStockNext: page.next,
      })),
    [update],
  );
  const more = useLoadMore(api.lowStock, appendLowStock, 'Could not load more low-stock products.');
  if (state.status === 'loading') return <LoadingStatus>Loading sales figures…</LoadingStatus>;
  if (state.status === 'error') return <LoadError what="the sales figures" message={state.message} onRetry={reload} />;
  const sales = state.data;
  return (
    <section aria-labelledby="adm-sales-title">
      <h2 id="adm-sales-title" className="adm-heading">
        Sales at a glance
      </h2>
      <dl className="adm-counts" data-testid="sales-windows">
        <Window label="Today" figures={sales.today} />
        <Window label="Last 7 days" figures={sales.last7Days} />
        <Window label="Last 30 days" figures={sales.last30Days} />
      </dl>
      <RevenueChart daily={sales.daily} />
      <p>
        <Link to={`${ROUTES.adminOrders}?status=paid`} className="adm-link">
          {sales.waitingToShip === 1 ? '1 order waiting to ship' : `${sales.waitingToShip} orders waiting to ship`}
        </Link>
      </p>
      <h3 className="adm-heading">Low stock</h3>
      {sales.lowStock.length === 0 ? (
        <p className="adm-status">No products are low on stock.</p>
      ) : (
        <ul aria-label="Low stock products">
          {sales.lowStock.map((product) => (
            <li key={product.id}>
              <Link to={adminProductPath(product.id)} className="adm-link">
                {product.productName}
              </Link>{' '}
              ({product.stock === 0 ? 'out of stock' : `${product.stock} left`})
            </li>
          ))}
        </ul>
      )}
      <LoadMoreButton next={sales.lowStockNext ?? null} more={more} what="low-stock products" />
    </section>
  );
}
