/** The checkout server's calls (spec §7), through the session's API client. */
import {
  CHECKOUT_API_PATHS,
  SAVED_LIST_PATHS,
  toCartLineInput,
  type ApiRequest,
  type Cart,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type SendEmailRequest,
  type SendEmailResponse,
  type VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from 'shared-contracts';

export function checkoutApi(request: ApiRequest) {
  return {
    sendEmail: (body: SendEmailRequest) => request<SendEmailResponse>('POST', CHECKOUT_API_PATHS.sendEmail, body),
    /** Saves the cart on screen now (the runtime debounces), so the server prices exactly these lines and versions. */
    saveCart: (cart: Cart) => request('PUT', SAVED_LIST_PATHS.cart, { items: cart.items.map(toCartLineInput) }),
    /** The total on screen (the server compares it with its own) and the billing the order keeps. */
    createOrder: (body: CreateOrderRequest) =>
      request<CreateOrderResponse>('POST', CHECKOUT_API_PATHS.createOrder, body),
    verify: (body: VerifyPaymentRequest) => request<VerifyPaymentResponse>('POST', CHECKOUT_API_PATHS.verify, body),
  };
}

export type CheckoutApi = ReturnType<typeof checkoutApi>;
