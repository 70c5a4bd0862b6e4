import { useCallback } from 'react';
import { ROUTES, adminProductPath, formatRupees, type AdminOrderDetail } from 'shared-contracts';
import { lineName } from 'shared-contracts/catalogue';
import { orderChargeLines } from 'shared-contracts/delivery';
import { usePageTitle } from 'shared-contracts/react';
import { Link } from 'shared-contracts/router';
import { RowHeaderLink } from '../../../components/AdminTable';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource } from '../../../hooks/useResource';
import { formatIndiaDateTime } from '../utils/orderText';
import { OrderActions } from './OrderActions';
import { OrderFacts } from './OrderFacts';
import { OrderTax } from './OrderTax';
import { ExtraPayments } from './PaymentAlerts';

const BackLink = () => (
  <p className="adm-back">
    <Link to={ROUTES.adminOrders} className="adm-link">
      ← Back to orders
    </Link>
  </p>
);

/** One order for the admin: customer, lines, freight and assembly, amounts, payment (its alerts and extra payments), stock, history and the allowed actions. */
export function OrderDetail({ id }: { id: string }) {
  const api = useAdminApi();
  const load = useCallback(() => api.order(id), [api, id]);
  const { state, reload, update } = useResource(['order', id], load);
  const replace = useCallback((order: AdminOrderDetail) => update(() => order), [update]);
  // Keeps the page (and the action's error message) on screen while the order is fetched again.
  const refresh = useCallback(() => {
    load().then(replace, () => undefined);
  }, [load, replace]);
  usePageTitle(`Order ${id}`);

  return (
    <section className="adm-page" aria-labelledby="adm-order-title">
      <BackLink />
      <h1 id="adm-order-title" className="adm-title">
        Order {id}
      </h1>
      {state.status === 'loading' && <LoadingStatus>Loading order…</LoadingStatus>}
      {state.status === 'error' && <LoadError what="the order" message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <OrderFacts order={state.data} />
          <OrderActions order={state.data} onChanged={replace} onRefresh={refresh} />
          <ExtraPayments payments={state.data.extraPayments} />
          <section aria-labelledby="adm-order-lines-title">
            <h2 id="adm-order-lines-title" className="adm-heading">
              Lines
            </h2>
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Price</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((item) => (
                  <tr key={`${item.id}/${item.variantSku ?? ''}`}>
                    <RowHeaderLink to={adminProductPath(item.id)}>{lineName(item)}</RowHeaderLink>
                    <td>{formatRupees(item.price)}</td>
                    <td>{item.quantity}</td>
                    <td>{formatRupees(item.totalPrice)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {/* Freight and assembly the server charged besides the lines (included in the amount). */}
                {orderChargeLines(state.data.charges).map(({ kind, label, paise }) => (
                  <tr key={kind}>
                    <th scope="row" colSpan={3}>
                      {label}
                    </th>
                    <td data-testid={`order-${kind}`}>{formatRupees(paise / 100)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" colSpan={3}>
                    Amount
                  </th>
                  <td>{formatRupees(state.data.amount)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
          <OrderTax order={state.data} />
          <section aria-labelledby="adm-order-history-title">
            <h2 id="adm-order-history-title" className="adm-heading">
              History
            </h2>
            <ol className="adm-history">
              {state.data.history.map((entry) => (
                <li key={`${entry.at}-${entry.to}`}>
                  {formatIndiaDateTime(entry.at)}: {entry.from} → {entry.to} by {entry.by}
                  {entry.reason && ` (${entry.reason})`}
                </li>
              ))}
            </ol>
          </section>
        </>
      )}
    </section>
  );
}
