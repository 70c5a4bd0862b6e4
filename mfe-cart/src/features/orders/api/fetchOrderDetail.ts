/** GET /api/orders/{id}: one order with its billing, payment, history and shipment. */
import { ORDERS_API_PATHS, type ApiRequest, type OrderDetailResponse } from 'shared-contracts';

export function fetchOrderDetail(request: ApiRequest, orderId: string): Promise<OrderDetailResponse> {
  return request<OrderDetailResponse>('GET', ORDERS_API_PATHS.order(orderId));
}
