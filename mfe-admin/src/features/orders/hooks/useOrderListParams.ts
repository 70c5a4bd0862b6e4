/**
 * The admin's order list lives in the URL query (links, reload and Back keep it):
 *   ?status=paid&q=ravi&page=2 — defaults (every status, no search, page 1) left out.
 */
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { withQuery } from '../../../api/withQuery';
import { oneOf, pageParam, readPage, useUrlListParams, type UrlListParams } from '../../../hooks/useUrlListParams';

export interface OrderListParams {
  q: string;
  status: OrderStatus | null;
  page: number;
}

const readOrderListParams = (query: URLSearchParams): OrderListParams => ({
  q: query.get('q') ?? '',
  status: oneOf(ORDER_STATUSES, query.get('status')),
  page: readPage(query),
});

const orderListSearch = ({ status, q, page }: OrderListParams): string =>
  withQuery('', { status: status ?? undefined, q, page: pageParam(page) });

export const useOrderListParams = (): UrlListParams<OrderListParams> =>
  useUrlListParams(readOrderListParams, orderListSearch);
