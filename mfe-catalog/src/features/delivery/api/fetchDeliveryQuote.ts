/** GET /api/delivery/{pincode}?productId=&quantity=: when and for how much this product reaches the pincode. */
import type { ApiRequest } from 'shared-contracts';
import { deliveryCheckPath, type DeliveryQuote } from 'shared-contracts/delivery';

export function fetchDeliveryQuote(
  request: ApiRequest,
  pincode: string,
  productId: string,
  quantity: number,
): Promise<DeliveryQuote> {
  const query = new URLSearchParams({ productId, quantity: String(quantity) });
  return request<DeliveryQuote>('GET', `${deliveryCheckPath(pincode)}?${query.toString()}`);
}
