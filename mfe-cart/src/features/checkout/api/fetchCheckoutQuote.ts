/** POST /api/checkout/quote: what create-order would charge for these lines at this address, with this coupon and assembly choice. */
import {
  CHECKOUT_API_PATHS,
  type ApiRequest,
  type CheckoutQuoteRequest,
  type CheckoutQuoteResponse,
} from 'shared-contracts';

export function fetchCheckoutQuote(request: ApiRequest, body: CheckoutQuoteRequest): Promise<CheckoutQuoteResponse> {
  return request<CheckoutQuoteResponse>('POST', CHECKOUT_API_PATHS.quote, body);
}
