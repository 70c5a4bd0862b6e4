import type { Coupon } from 'shared-contracts';
import { COUPON_MESSAGES, priceCoupon, type CouponLine } from './pricing';
import { couponTerms } from './test-support';

const coupon = (terms: Partial<Coupon> = {}): Coupon => ({
  ...couponTerms(),
  uses: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...terms,
});

const chair: CouponLine = { productId: 'chair', category: 'Chair', grossPaise: 1_299_900 };
const sofa: CouponLine = { productId: 'sofa', category: 'Sofa', grossPaise: 4_500_000 };
// 10:00 in India on 15 Apr 2025 (04:30 UTC).
const APRIL_15 = new Date('2025-04-15T04:30:00.000Z');
const noUses = { byCustomer: 0 };

describe('priceCoupon', () => {
  it('takes a percent off every line, rounded to the paisa, and spreads it in proportion', () => {
    const price = priceCoupon(coupon({ value: 15 }), [chair, sofa], APRIL_15, noUses);
    // 15 % of 57,99,900 paise = 8,69,985 paise.
    expect(price).toEqual({
      applies: true,
      discountPaise: 869_985,
      subtotalPaise: 5_799_900,
      lineDiscountsPaise: [194_985, 675_000],
    });
  });

  it('takes a fixed amount from the lines in scope only, never more than they cost', () => {
    const sofas = coupon({ kind: 'fixed', value: 100_000_00, scope: { kind: 'category', category: 'sofa' } });
    expect(priceCoupon(sofas, [chair, sofa], APRIL_15, noUses)).toEqual({
      applies: true,
      discountPaise: 4_500_000,
      subtotalPaise: 5_799_900,
      lineDiscountsPaise: [0, 4_500_000],
    });
    const byProduct = coupon({ kind: 'fixed', value: 50_000, scope: { kind: 'products', productIds: ['chair'] } });
    expect(priceCoupon(byProduct, [chair, sofa], APRIL_15, noUses)).toMatchObject({ lineDiscountsPaise: [50_000, 0] });
  });

  it('leaves an order at least ₹1 to pay', () => {
    const all = coupon({ kind: 'fixed', value: 5_000_000 });
    expect(priceCoupon(all, [chair], APRIL_15, noUses)).toMatchObject({ discountPaise: 1_299_800 });
  });

  it('says why a code does not apply, in the shop’s words', () => {
    const refusal = (terms: Partial<Coupon>, lines = [chair], usage = noUses) =>
      priceCoupon(coupon(terms), lines, APRIL_15, usage);
    expect(refusal({ minOrderPaise: chair.grossPaise }).applies).toBe(true);
    expect(refusal({ minOrderPaise: 10_000_00 }, [{ ...chair, grossPaise: 9_999_99 }])).toEqual({
      applies: false,
      reason: 'Minimum order ₹10,000',
    });
    expect(refusal({ validUntil: '2025-04-14' })).toEqual({ applies: false, reason: 'Expired on 14 Apr 2025' });
    expect(refusal({ validFrom: '2025-05-01' })).toEqual({ applies: false, reason: 'Valid from 1 May 2025' });
    expect(refusal({ active: false })).toEqual({ applies: false, reason: COUPON_MESSAGES.paused });
    expect(refusal({ totalLimit: 3, uses: 3 })).toEqual({ applies: false, reason: COUPON_MESSAGES.usedUp });
    expect(refusal({ perCustomerLimit: 1 }, [chair], { byCustomer: 1 })).toEqual({
      applies: false,
      reason: 'You have used this code already.',
    });
    expect(refusal({ scope: { kind: 'category', category: 'Sofa' } })).toEqual({
      applies: false,
      reason: 'Applies only to Sofa, and your cart has none.',
    });
  });

  it('counts validity in India-time days, both ends included', () => {
    const lastDay = coupon({ validFrom: '2025-04-15', validUntil: '2025-04-15' });
    // 23:59 in India on 15 Apr is 18:29 UTC; 00:01 on 16 Apr is 18:31 UTC.
    expect(priceCoupon(lastDay, [chair], new Date('2025-04-15T18:29:00Z'), noUses).applies).toBe(true);
    expect(priceCoupon(lastDay, [chair], new Date('2025-04-15T18:31:00Z'), noUses)).toEqual({
      applies: false,
      reason: 'Expired on 15 Apr 2025',
    });
    // 00:01 in India on 15 Apr is still 14 Apr in UTC.
    expect(priceCoupon(lastDay, [chair], new Date('2025-04-14T18:31:00Z'), noUses).applies).toBe(true);
  });

  it('the minimum is of the whole cart, the discount of the lines in scope', () => {
    const sofas = coupon({ minOrderPaise: 5_000_000, scope: { kind: 'category', category: 'Sofa' } });
    expect(priceCoupon(sofas, [chair, sofa], APRIL_15, noUses)).toMatchObject({
      applies: true,
      discountPaise: 450_000,
    });
  });
});
