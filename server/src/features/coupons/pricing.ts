/**
 * A coupon priced against a cart, by the server alone: whether it applies now and, if it does, the
 * discount in paise and each line's share of it (spreadDiscount over the lines in scope, so the
 * tax is taken on what each line is actually charged).
 *
 * Rules: the code must be active and inside its validity window (India-time days, both ends
 * included); the cart's whole subtotal must reach the minimum order; the total and per-shopper
 * limits count paid orders; the discount is taken from the lines in scope only, percent rounded to
 * the nearest paisa (halves up) or the fixed amount, never more than those lines, and never so
 * much that the order costs less than ₹1 (the payment provider's least charge).
 */
import { formatRupees, type Coupon } from 'shared-contracts';
import { formatIndianDate, indianDate } from 'shared-contracts/delivery';
import { spreadDiscount } from 'shared-contracts/gst';

/** The least an order with a coupon still costs, in paise. */
export const LEAST_CHARGE_PAISE = 100;

export const COUPON_MESSAGES = {
  unknown: (code: string): string => `${code} is not a coupon code of this shop.`,
  paused: 'This code is not active right now.',
  notYet: (day: string): string => `Valid from ${formatIndianDate(day)}`,
  expired: (day: string): string => `Expired on ${formatIndianDate(day)}`,
  minimum: (paise: number): string => `Minimum order ${formatRupees(paise / 100)}`,
  usedUp: 'This code has been used as many times as it may be.',
  usedByYou: (limit: number): string =>
    limit === 1 ? 'You have used this code already.' : `You have used this code ${limit} times, its limit.`,
  category: (category: string): string => `Applies only to ${category}, and your cart has none.`,
  products: 'Applies only to products that are not in your cart.',
} as const;

/** A cart line as a coupon sees it: its product, category and gross value (price × quantity) in paise. */
export interface CouponLine {
  productId: string;
  category: string;
  grossPaise: number;
}

export interface CouponUsage {
  /** Paid orders of this shopper that used the code. */
  byCustomer: number;
}

export type CouponPrice =
  | { applies: true; discountPaise: number; subtotalPaise: number; lineDiscountsPaise: number[] }
  | { applies: false; reason: string };

const inScope = (coupon: Coupon, line: CouponLine): boolean => {
  const { scope } = coupon;
  if (scope.kind === 'category') return line.category.toLowerCase() === scope.category.toLowerCase();
  if (scope.kind === 'products') return scope.productIds.includes(line.productId);
  return true;
};

/** Why `coupon` does not apply to a cart of `lines` at `now` for a shopper with `usage`, or its price. */
export function priceCoupon(coupon: Coupon, lines: readonly CouponLine[], now: Date, usage: CouponUsage): CouponPrice {
  const refuse = (reason: string): CouponPrice => ({ applies: false, reason });
  const today = indianDate(now);
  if (!coupon.active) return refuse(COUPON_MESSAGES.paused);
  if (coupon.validFrom !== null && today < coupon.validFrom) return refuse(COUPON_MESSAGES.notYet(coupon.validFrom));
  if (coupon.validUntil !== null && today > coupon.validUntil)
    return refuse(COUPON_MESSAGES.expired(coupon.validUntil));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.grossPaise, 0);
  if (subtotalPaise < coupon.minOrderPaise) return refuse(COUPON_MESSAGES.minimum(coupon.minOrderPaise));
  if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit) return refuse(COUPON_MESSAGES.usedUp);
  if (coupon.perCustomerLimit !== null && usage.byCustomer >= coupon.perCustomerLimit)
    return refuse(COUPON_MESSAGES.usedByYou(coupon.perCustomerLimit));
  const eligible = lines.map((line) => (inScope(coupon, line) ? line.grossPaise : 0));
  const eligiblePaise = eligible.reduce((sum, paise) => sum + paise, 0);
  if (eligiblePaise === 0) {
    return refuse(
      coupon.scope.kind === 'category' ? COUPON_MESSAGES.category(coupon.scope.category) : COUPON_MESSAGES.products,
    );
  }
  const asked = coupon.kind === 'percent' ? Math.floor((eligiblePaise * coupon.value + 50) / 100) : coupon.value;
  const discountPaise = Math.max(0, Math.min(asked, eligiblePaise, subtotalPaise - LEAST_CHARGE_PAISE));
  return { applies: true, discountPaise, subtotalPaise, lineDiscountsPaise: spreadDiscount(eligible, discountPaise) };
}
