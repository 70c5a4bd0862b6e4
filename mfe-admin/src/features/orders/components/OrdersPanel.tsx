import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { LoadError } from '../../../components/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { Pager } from '../../../components/Pager';
import { pagePosition } from '../../../utils/pagePosition';
import { useDebouncedSearch } from '../../../hooks/useDebouncedSearch';
import { useOrderListParams } from '../hooks/useOrderListParams';
import { ORDERS_PER_PAGE, useOrderPage } from '../hooks/useOrderPage';
import { ORDER_STATUS_LABEL } from '../utils/orderText';
import { ExportOrdersCsv } from './ExportOrdersCsv';
import { OrdersTable } from './OrdersTable';

const isStatus = (value: string): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

export interface OrdersPanelProps {
  /** 1 on the Orders page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/** Every order: status filter, search (number or e-mail) and pages in the URL; a number opens the order. */
export function OrdersPanel({ headingLevel }: OrdersPanelProps) {
  const { params, update, pageHref } = useOrderListParams();
  const search = useDebouncedSearch(params.q, (q) => update({ q }, { replace: true }));
  const { state, shown, reload } = useOrderPage(params);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const loading = state.status === 'loading';
  const { first, last, page, pages } = pagePosition(shown, shown?.orders.length ?? 0, ORDERS_PER_PAGE);

  return (
    <section className="adm-products" aria-labelledby="adm-orders-title">
      <div className="adm-products__head">
        <Heading id="adm-orders-title" className={headingLevel === 1 ? 'adm-title' : 'adm-heading'}>
          Orders
        </Heading>
      </div>
      <ExportOrdersCsv />
      <div className="adm-filters" role="search" aria-label="Orders">
        <div className="adm-field">
          <label htmlFor="adm-orders-q">Search orders</label>
          <input
            id="adm-orders-q"
            type="search"
            value={search.text}
            onChange={(event) => search.change(event.target.value)}
            placeholder="Order number or e-mail"
            autoComplete="off"
          />
        </div>
        <div className="adm-field">
          <label htmlFor="adm-orders-status">Status</label>
          <select
            id="adm-orders-status"
            value={params.status ?? ''}
            onChange={(event) => update({ status: isStatus(event.target.value) ? event.target.value : null })}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={loading || undefined} className="adm-products__results">
        {loading && <LoadingStatus quiet={shown !== null}>Loading orders…</LoadingStatus>}
        {state.status === 'error' && <LoadError what="the orders" message={state.message} onRetry={reload} />}
        {shown && shown.orders.length === 0 && !loading && (
          <p className="adm-status">{params.q || params.status ? 'No orders match.' : 'No orders yet.'}</p>
        )}
        {shown && shown.orders.length > 0 && (
          <>
            <OrdersTable orders={shown.orders} caption={`Orders ${first}–${last} of ${shown.total}`} />
            <Pager page={page} pages={pages} label="Order pages" hrefOf={pageHref} />
          </>
        )}
      </div>
    </section>
  );
}
