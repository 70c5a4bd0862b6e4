/** POST /api/orders/{id}/confirm: the buyer confirms a cash-on-delivery order awaiting it; answers the order. */
import { ORDERS_API_PATHS, type ApiRequest, type OrderDetailResponse } from 'shared-contracts';

export function confirmOrder(request: ApiRequest, orderId: string): Promise<OrderDetailResponse> {
  return request<OrderDetailResponse>('POST', ORDERS_API_PATHS.confirm(orderId));
}
