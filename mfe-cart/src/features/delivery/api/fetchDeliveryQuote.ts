/** GET /api/delivery/{pincode}?value=<paise>: when the cart reaches the pincode, its freight and cash on delivery. */
import type { ApiRequest } from 'shared-contracts';
import { deliveryCheckPath, type DeliveryQuote } from 'shared-contracts/delivery';

export function fetchDeliveryQuote(request: ApiRequest, pincode: string, valuePaise: number): Promise<DeliveryQuote> {
  const query = new URLSearchParams({ value: String(valuePaise) });
  return request<DeliveryQuote>('GET', `${deliveryCheckPath(pincode)}?${query.toString()}`);
}
