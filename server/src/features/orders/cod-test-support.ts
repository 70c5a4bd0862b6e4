/** What the cash-on-delivery tests do as the shopper asha: place a COD order for a saved cart, and read it back. */
import { CHECKOUT_API_PATHS, ORDERS_API_PATHS, type OrderDetailResponse, type Product } from 'shared-contracts';
import { as, BILLING, orderBody, post, saveCart } from '../checkout/test-support';
import type { PaymentShop } from '../payment/test-support';

/** Saves `quantity` of `product` as asha's cart and asks create-order for cash on delivery. */
export async function placeCashOrderFor(
  shop: PaymentShop,
  product: Product,
  quantity = 1,
  billing = BILLING,
  assembly = false,
): ReturnType<typeof post> {
  await saveCart(shop.fixture, 'asha', [{ product, quantity }]);
  return post(shop.fixture, 'asha', CHECKOUT_API_PATHS.createOrder, {
    ...orderBody(product.price * quantity, billing),
    paymentMethod: 'cod',
    assembly,
  });
}

/** The order as asha's order page reads it. */
export async function shopperOrderView(shop: PaymentShop, orderId: string): Promise<OrderDetailResponse> {
  const answer = await shop.fixture.app.inject({
    method: 'GET',
    url: ORDERS_API_PATHS.order(orderId),
    headers: as('asha'),
  });
  return answer.json<OrderDetailResponse>();
}
