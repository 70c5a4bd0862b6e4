/** GET /api/orders/me: one page of the signed-in shopper's orders, newest first. */
import { MY_ORDERS_PAGE_SIZE, ORDERS_API_PATHS, type ApiRequest, type MyOrdersResponse } from 'shared-contracts';

/** `page` counts from 1, as the list's `?page=` does. */
export function fetchMyOrders(request: ApiRequest, page: number): Promise<MyOrdersResponse> {
  const offset = (page - 1) * MY_ORDERS_PAGE_SIZE;
  return request<MyOrdersResponse>('GET', `${ORDERS_API_PATHS.mine}?limit=${MY_ORDERS_PAGE_SIZE}&offset=${offset}`);
}
