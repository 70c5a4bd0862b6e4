/** The admin's coupons: created once per code (case-insensitive), their terms replaced, never deleted (orders name them). */
import { normalizeCouponCode, type Coupon, type CouponInput } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import { couponUseId, fromCouponInput, toCoupon, usesOf } from './record';

export interface CouponsRepository {
  list(): Promise<Coupon[]>;
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
    async list() {
      const all = await docs.list('coupons');
      return all.map(({ id, data }) => toCoupon(id, data));
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
