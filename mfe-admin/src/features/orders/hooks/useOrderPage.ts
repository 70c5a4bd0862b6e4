import { useCallback } from 'react';
import type { AdminOrdersResponse } from 'shared-contracts';
import { useAdminApi } from '../../../api/useAdminApi';
import { useResource, type Resource } from '../../../hooks/useResource';
import { useShownWhileLoading } from '../../../hooks/useShownWhileLoading';
import type { OrderListParams } from './useOrderListParams';

export const ORDERS_PER_PAGE = 20;

/** The page of orders the URL asks for; the last page stays shown while the next loads. */
export function useOrderPage({ q, status, page }: OrderListParams): {
  state: Resource<AdminOrdersResponse>;
  shown: AdminOrdersResponse | null;
  reload: () => void;
} {
  const api = useAdminApi();
  const load = useCallback(
    () =>
      api.orders({
        status: status ?? undefined,
        q: q || undefined,
        limit: ORDERS_PER_PAGE,
        offset: (page - 1) * ORDERS_PER_PAGE,
      }),
    [api, page, q, status],
  );
  const { state, reload } = useResource(['orders', status, q, page], load);
  return { state, shown: useShownWhileLoading(state), reload };
}
