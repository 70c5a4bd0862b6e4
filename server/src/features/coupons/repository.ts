/**
 * The admin's coupons: created once per code (case-insensitive), their terms replaced, never deleted
 * (orders name them), listed a page at a time in code order.
 */
import { normalizeCouponCode, type Coupon, type CouponInput } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import { couponUseId, fromCouponInput, toCoupon, usesOf } from './record';

/** One page of coupons in code order, and where the next one starts. */
export interface CouponsPage {
  coupons: Coupon[];
  /** The code to pass as `after` for the next page; null on the last page. */
  next: string | null;
}

export interface CouponsRepository {
  /** Up to `limit` coupons after the code `after` (from the first when absent), read in code (id) order. */
  page(options: { after?: string; limit: number }): Promise<CouponsPage>;
  get(code: string): Promise<Coupon | null>;
  /** Stores a new coupon; null when the code is taken (nothing changed). */
  create(input: CouponInput): Promise<Coupon | null>;
  /** Replaces a coupon's terms, keeping its code, uses and creation time; null when there is none. */
  update(code: string, input: Omit<CouponInput, 'code'>): Promise<Coupon | null>;
  /** How many paid orders of `uid` used the code. */
  usesBy(code: string, uid: string): Promise<number>;
}

export function createCouponsRepository(docs: DocumentStore): CouponsRepository {
  return {
    async page({ after, limit }) {
      // One more than asked: whether there is a next page, without a second query.
      const rows = await docs.scan('coupons', { after, limit: limit + 1 });
      const coupons = rows.slice(0, limit).map(({ id, data }) => toCoupon(id, data));
      return { coupons, next: rows.length > limit ? (coupons[coupons.length - 1]?.code ?? null) : null };
    },
    async get(code) {
      const id = normalizeCouponCode(code);
      if (!id || id.includes('/')) return null;
      const data = await docs.get('coupons', id);
      return data ? toCoupon(id, data) : null;
    },
    async create(input) {
      const code = normalizeCouponCode(input.code);
      const now = new Date().toISOString();
      const stamp = `${now}#${Math.random().toString(36).slice(2)}`;
      const stored = await docs.create('coupons', code, {
        ...fromCouponInput(code, input),
        uses: 0,
        createdAt: now,
        updatedAt: now,
        createStamp: stamp,
      });
      return stored.createStamp === stamp ? toCoupon(code, stored) : null;
    },
    async update(code, input) {
      const id = normalizeCouponCode(code);
      if (!id || id.includes('/')) return null;
      const stored = await docs.mutate('coupons', id, (current) =>
        current
          ? {
              ...current,
              ...fromCouponInput(id, { ...input, code: id }),
              updatedAt: new Date().toISOString(),
            }
          : undefined,
      );
      return stored ? toCoupon(id, stored) : null;
    },
    async usesBy(code, uid) {
      return usesOf(await docs.get('couponUses', couponUseId(normalizeCouponCode(code), uid)));
    },
  };
}
