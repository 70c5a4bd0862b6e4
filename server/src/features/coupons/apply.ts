/** A code priced against a cart priced from the catalogue (orders/pricing.ts): the check and create-order share it. */
import { normalizeCouponCode, toPaise } from 'shared-contracts';
import type { PricedCart } from '../orders/pricing';
import { COUPON_MESSAGES, priceCoupon, type CouponPrice } from './pricing';
import type { CouponsRepository } from './repository';

export type CartCouponPrice = CouponPrice & { code: string };

export async function priceCartCoupon(
  coupons: CouponsRepository,
  priced: PricedCart,
  code: string,
  uid: string,
  now: Date = new Date(),
): Promise<CartCouponPrice> {
  const normalized = normalizeCouponCode(code);
  const coupon = await coupons.get(normalized);
  if (!coupon) return { applies: false, code: normalized, reason: COUPON_MESSAGES.unknown(normalized) };
  const lines = priced.items.map((item, index) => ({
    productId: item.id,
    category: priced.categories[index] ?? '',
    grossPaise: toPaise(item.price) * item.quantity,
  }));
  const byCustomer = await coupons.usesBy(normalized, uid);
  return { ...priceCoupon(coupon, lines, now, { byCustomer }), code: normalized };
}
