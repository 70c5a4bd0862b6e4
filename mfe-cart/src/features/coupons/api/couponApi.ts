/**
 * The coupon the shopper applied in the cart: its code is remembered for this tab (sessionStorage),
 * and what it takes off is always the server's answer for the saved cart (POST /api/coupons/check),
 * never worked out here. Checkout asks again just before create-order, which prices it once more.
 */
import { COUPON_API_PATHS, type ApiRequest, type Cart, type CouponCheckResponse } from 'shared-contracts';
import { checkoutApi } from '../../checkout/api/checkoutApi';

export const APPLIED_COUPON_KEY = 'cart.appliedCoupon';

export function appliedCouponCode(): string | null {
  try {
    return sessionStorage.getItem(APPLIED_COUPON_KEY);
  } catch {
    return null;
  }
}

export function rememberCouponCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(APPLIED_COUPON_KEY, code);
    else sessionStorage.removeItem(APPLIED_COUPON_KEY);
  } catch {
    // Storage refused (private mode): the code lasts as long as the page.
  }
}

export function checkCoupon(request: ApiRequest, code: string): Promise<CouponCheckResponse> {
  return request<CouponCheckResponse>('POST', COUPON_API_PATHS.check, { code });
}

/** `code` priced against `cart`: the cart is saved first, so the server prices exactly these lines. */
export async function priceCouponForCart(request: ApiRequest, cart: Cart, code: string): Promise<CouponCheckResponse> {
  await checkoutApi(request).saveCart(cart);
  return checkCoupon(request, code);
}
