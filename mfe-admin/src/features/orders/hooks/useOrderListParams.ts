/**
 * The admin's order list lives in the URL query (links, reload and Back keep it):
 *   ?status=paid&q=ravi&page=2 — defaults (every status, no search, page 1) left out.
 */
import { useCallback, useMemo } from 'react';
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';

export interface OrderListParams {
  q: string;
  status: OrderStatus | null;
  page: number;
}

export function readOrderListParams(params: URLSearchParams): OrderListParams {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    q: params.get('q') ?? '',
    status: ORDER_STATUSES.find((status) => status === params.get('status')) ?? null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function orderListSearch(next: OrderListParams): string {
  const params = new URLSearchParams();
  if (next.status) params.set('status', next.status);
  if (next.q) params.set('q', next.q);
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useOrderListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readOrderListParams(searchParams), [searchParams]);
  /** A new search or status starts again at page 1. `replace` for keystrokes. */
  const update = useCallback(
    (patch: Partial<Omit<OrderListParams, 'page'>>, options?: { replace?: boolean }) => {
      setSearchParams((current) => new URLSearchParams(orderListSearch({ ...readOrderListParams(current), ...patch, page: 1 })), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );
  const pageHref = useCallback((page: number) => orderListSearch({ ...params, page }) || '?', [params]);
  return { params, update, pageHref };
}
