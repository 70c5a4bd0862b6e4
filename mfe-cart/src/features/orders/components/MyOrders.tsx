import type { ReactElement } from 'react';
import { MY_ORDERS_PAGE_SIZE } from 'shared-contracts';
import { EmptyState } from '../../../components/EmptyState';
import { useMyOrders } from '../hooks/useMyOrders';
import { OrderSummaryRow } from './OrderSummaryRow';
import { OrdersPager } from './OrdersPager';
import { RetryableError } from './RetryableError';

/** The signed-in shopper's orders, one page at a time. */
export function MyOrders({ page }: { page: number }): ReactElement {
  const { state, retry } = useMyOrders(page);
  if (state.status === 'loading' || state.status === 'signed-out') {
    return (
      <div className="orders-skeleton" data-testid="orders-skeleton" aria-label="Loading your orders" role="status" />
    );
  }
  if (state.status === 'error') return <RetryableError message={state.message} onRetry={retry} />;
  const { orders, total } = state.data;
  if (total === 0) return <EmptyState message="You have no orders yet." hint="Orders you pay for appear here." />;
  const pageCount = Math.max(1, Math.ceil(total / MY_ORDERS_PAGE_SIZE));
  return (
    <>
      {orders.length === 0 ? (
        <p role="status">There are no orders on this page.</p>
      ) : (
        <ol className="orders-list" aria-label="Your orders">
          {orders.map((order) => (
            <OrderSummaryRow key={order.id} order={order} />
          ))}
        </ol>
      )}
      <OrdersPager page={page} pageCount={pageCount} />
    </>
  );
}
