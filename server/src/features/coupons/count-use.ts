/**
 * A coupon's use counted when an order priced with it is paid, inside the settling transaction
 * (OrdersRepository.settle): the code's total and the shopper's own count go up together with the
 * order's move to paid, or, when either limit was reached by orders paid before this one (two
 * shoppers paying with a code's last use at once), nothing is counted and the order is marked for
 * a refund, which the settle path makes as for a double payment. Only the limits are checked
 * here: the validity window and the pause were checked at create-order, the price the shopper
 * agreed to, so a code that ran out of days while they paid is honoured.
 */
import type { OrderCoupon } from 'shared-contracts';
import type { DocumentData, DocumentRef } from '../../storage/port';
import { couponUseId, toCoupon, usesOf } from './record';

export const couponUsedUpReason = (code: string): string =>
  `The coupon ${code} had no uses left when this payment arrived (other orders were paid with it first), so this payment was refunded at once.`;
export const couponUsedByYouReason = (code: string): string =>
  `This account had used the coupon ${code} as often as it may when this payment arrived (another of its orders was paid with it first), so this payment was refunded at once.`;

/** The documents a paid order's coupon use reads and writes: the coupon, then the shopper's count. */
export const couponUseRefs = (uid: string, coupon: OrderCoupon): [DocumentRef, DocumentRef] => [
  { collection: 'coupons', id: coupon.code },
  { collection: 'couponUses', id: couponUseId(coupon.code, uid) },
];

export type CouponUseOutcome =
  | { counted: true; coupon: DocumentData | undefined; use: DocumentData | undefined }
  | { counted: false; refused: string };

/** The coupon and use documents after one more paid use by `uid`, or why the limits refuse it (pure). */
export function countCouponUse(
  uid: string,
  orderCoupon: OrderCoupon,
  couponDoc: DocumentData | null,
  useDoc: DocumentData | null,
): CouponUseOutcome {
  // A coupon no longer stored has no limits to keep: the order keeps the price it was given.
  if (!couponDoc) return { counted: true, coupon: undefined, use: undefined };
  const coupon = toCoupon(orderCoupon.code, couponDoc);
  const byCustomer = usesOf(useDoc);
  if (coupon.totalLimit !== null && coupon.uses >= coupon.totalLimit)
    return { counted: false, refused: couponUsedUpReason(orderCoupon.code) };
  if (coupon.perCustomerLimit !== null && byCustomer >= coupon.perCustomerLimit)
    return { counted: false, refused: couponUsedByYouReason(orderCoupon.code) };
  return {
    counted: true,
    coupon: { ...couponDoc, uses: coupon.uses + 1 },
    use: { code: orderCoupon.code, uid, uses: byCustomer + 1 },
  };
}
