import type { CouponInput } from 'shared-contracts';

/** An open coupon's terms: 10 % off everything, no minimum, no window, no limits, active. */
export const couponTerms = (terms: Partial<CouponInput> = {}): CouponInput => ({
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minOrderPaise: 0,
  validFrom: null,
  validUntil: null,
  totalLimit: null,
  perCustomerLimit: null,
  scope: { kind: 'all' },
  active: true,
  ...terms,
});
