/**
 * POST /api/checkout/abandon: the payment popup was closed or the payment failed, so the server
 * ends the pending order and its reserved stock returns at once (not after 15 minutes).
 */
import { CHECKOUT_API_PATHS, type AbandonOrderRequest, type ApiRequest } from 'shared-contracts';

export async function abandonOrder(request: ApiRequest, orderId: string): Promise<void> {
  const body: AbandonOrderRequest = { orderId };
  await request<unknown>('POST', CHECKOUT_API_PATHS.abandon, body);
}
