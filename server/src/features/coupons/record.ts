/**
 * coupons/{CODE} (the code upper-case, so one code whatever its case) and couponUses/{CODE~uid}
 * (how many paid orders of one shopper used it), read leniently: a malformed field reads as the
 * strictest value (no uses left, paused) rather than a free discount.
 */
import type { Coupon, CouponInput, CouponKind, CouponScope } from 'shared-contracts';
import type { DocumentData, JsonValue } from '../../storage/port';

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const whole = (value: JsonValue | undefined): number => (Number.isSafeInteger(value) ? (value as number) : 0);
const wholeOrNull = (value: JsonValue | undefined): number | null =>
  Number.isSafeInteger(value) ? (value as number) : null;
const dayOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const isFields = (value: JsonValue | undefined): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The id of the document counting one shopper's uses of a code. */
export const couponUseId = (code: string, uid: string): string => `${code}~${uid}`;

function toScope(value: JsonValue | undefined): CouponScope {
  if (!isFields(value)) return { kind: 'all' };
  if (value.kind === 'category') return { kind: 'category', category: text(value.category) };
  if (value.kind === 'products' && Array.isArray(value.productIds))
    return { kind: 'products', productIds: value.productIds.filter((id): id is string => typeof id === 'string') };
  return { kind: 'all' };
}

export function toCoupon(code: string, data: DocumentData): Coupon {
  const kind: CouponKind = data.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    code,
    kind,
    value: whole(data.value),
    minOrderPaise: whole(data.minOrderPaise),
    validFrom: dayOrNull(data.validFrom),
    validUntil: dayOrNull(data.validUntil),
    totalLimit: data.totalLimit === null ? null : (wholeOrNull(data.totalLimit) ?? 0),
    perCustomerLimit: data.perCustomerLimit === null ? null : (wholeOrNull(data.perCustomerLimit) ?? 0),
    scope: toScope(data.scope),
    active: data.active === true,
    uses: whole(data.uses),
    createdAt: text(data.createdAt),
    updatedAt: text(data.updatedAt),
  };
}

/** The stored terms of a checked input: trimmed, the code upper-case, product ids each once. */
export function fromCouponInput(code: string, input: CouponInput): DocumentData {
  const { scope } = input;
  const storedScope: DocumentData =
    scope.kind === 'category'
      ? { kind: 'category', category: scope.category.trim() }
      : scope.kind === 'products'
        ? { kind: 'products', productIds: [...new Set(scope.productIds.map((id) => id.trim()).filter(Boolean))] }
        : { kind: 'all' };
  return {
    code,
    kind: input.kind,
    value: input.value,
    minOrderPaise: input.minOrderPaise,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    scope: storedScope,
    active: input.active,
  };
}

/** How many paid orders of one shopper used a code (0 without a document). */
export const usesOf = (data: DocumentData | null): number => whole(data?.uses);
