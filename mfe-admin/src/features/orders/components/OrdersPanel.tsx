import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { AdminListPanel } from '../../../components/AdminListPanel';
import { AdminTable } from '../../../components/AdminTable';
import { FilterSelect } from '../../../components/FilterSelect';
import { pageCaption, pagePosition } from '../../../utils/pagePosition';
import { useOrderListParams } from '../hooks/useOrderListParams';
import { ORDERS_PER_PAGE, useOrderPage } from '../hooks/useOrderPage';
import { ORDER_STATUS_LABEL } from '../utils/orderText';
import { ExportOrdersCsv } from './ExportOrdersCsv';
import { ORDER_COLUMNS, OrderRow } from './OrderRow';

/** "" is every status. */
const STATUS_OPTIONS: ReadonlyArray<readonly [OrderStatus | '', string]> = [
  ['', 'All'],
  ...ORDER_STATUSES.map((status) => [status, ORDER_STATUS_LABEL[status]] as const),
];

export interface OrdersPanelProps {
  /** 1 on the Orders page, 2 inside the dashboard's tab. */
  headingLevel: 1 | 2;
}

/** Every order: status filter, search (number or e-mail) and pages in the URL; a number opens the order. */
export function OrdersPanel({ headingLevel }: OrdersPanelProps) {
  const { params, update, pageHref } = useOrderListParams();
  const { state, shown, reload } = useOrderPage(params);
  const orders = shown?.orders ?? null;
  const position = pagePosition(shown, orders?.length ?? 0, ORDERS_PER_PAGE);

  return (
    <AdminListPanel
      title="Orders"
      headingLevel={headingLevel}
      tools={<ExportOrdersCsv />}
      search={{
        label: 'Search orders',
        placeholder: 'Order number or e-mail',
        value: params.q,
        onSearch: (q) => update({ q }, { replace: true }),
      }}
      filters={
        <FilterSelect
          label="Status"
          value={params.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(status) => update({ status: status || null })}
        />
      }
      pager={{ label: 'Order pages', page: position.page, pages: position.pages, hrefOf: pageHref }}
    >
      <AdminTable
        what="orders"
        state={state}
        onRetry={reload}
        caption={pageCaption('Orders', position)}
        columns={ORDER_COLUMNS}
        className="adm-table--orders"
        rowCount={orders?.length ?? null}
        emptyText={params.q || params.status ? 'No orders match.' : 'No orders yet.'}
      >
        {orders?.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </AdminTable>
    </AdminListPanel>
  );
}
