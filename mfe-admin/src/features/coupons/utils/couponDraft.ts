/**
 * The coupon form's fields as typed (rupees, dates, blanks for "no limit") ↔ the API's CouponInput
 * (paise, nulls). A field that is not a number becomes NaN, which the shared rules
 * (validateCouponInput) and the server both refuse with their sentence.
 */
import { formatPaise, type Coupon, type CouponInput, type CouponScope } from 'shared-contracts';

export interface CouponDraft {
  code: string;
  kind: CouponInput['kind'];
  /** Percent, or rupees off. */
  value: string;
  /** Rupees; blank: any order. */
  minOrder: string;
  validFrom: string;
  validUntil: string;
  totalLimit: string;
  perCustomerLimit: string;
  scopeKind: CouponScope['kind'];
  /** The category's name, or product ids separated by commas. */
  scopeValue: string;
  active: boolean;
}

export const EMPTY_DRAFT: CouponDraft = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  validFrom: '',
  validUntil: '',
  totalLimit: '',
  perCustomerLimit: '',
  scopeKind: 'all',
  scopeValue: '',
  active: true,
};

const rupeesToPaise = (text: string): number => (text.trim() === '' ? 0 : Math.round(Number(text) * 100));
const paiseToRupees = (paise: number): string => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));
const countOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function toCouponInput(draft: CouponDraft): CouponInput {
  const scope: CouponScope =
    draft.scopeKind === 'category'
      ? { kind: 'category', category: draft.scopeValue.trim() }
      : draft.scopeKind === 'products'
        ? {
            kind: 'products',
            productIds: draft.scopeValue
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean),
          }
        : { kind: 'all' };
  return {
    code: draft.code.trim(),
    kind: draft.kind,
    value: draft.kind === 'percent' ? Number(draft.value) : rupeesToPaise(draft.value),
    minOrderPaise: rupeesToPaise(draft.minOrder),
    validFrom: draft.validFrom || null,
    validUntil: draft.validUntil || null,
    totalLimit: countOrNull(draft.totalLimit),
    perCustomerLimit: countOrNull(draft.perCustomerLimit),
    scope,
    active: draft.active,
  };
}

export function toDraft(coupon: Coupon): CouponDraft {
  const { scope } = coupon;
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : paiseToRupees(coupon.value),
    minOrder: coupon.minOrderPaise === 0 ? '' : paiseToRupees(coupon.minOrderPaise),
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    totalLimit: coupon.totalLimit === null ? '' : String(coupon.totalLimit),
    perCustomerLimit: coupon.perCustomerLimit === null ? '' : String(coupon.perCustomerLimit),
    scopeKind: scope.kind,
    scopeValue:
      scope.kind === 'category' ? scope.category : scope.kind === 'products' ? scope.productIds.join(', ') : '',
    active: coupon.active,
  };
}

/** "10 % off" or "₹500.00 off". */
export const describeDiscount = (coupon: Pick<Coupon, 'kind' | 'value'>): string =>
  coupon.kind === 'percent' ? `${coupon.value} % off` : `${formatPaise(coupon.value)} off`;

export const describeScope = (scope: CouponScope): string =>
  scope.kind === 'category'
    ? `Category ${scope.category}`
    : scope.kind === 'products'
      ? `Products ${scope.productIds.join(', ')}`
      : 'Whole cart';
