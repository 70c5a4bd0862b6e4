/**
 * Coupons: codes the admin makes (percent or fixed amount off, a minimum order, a validity window,
 * usage limits, an optional category or product scope). The server alone prices a code against a
 * cart; these are the bodies and the admin form's rules, shared so the form says what the server
 * will refuse.
 */
import { pagePath, type PageQuery } from './pages';

export const COUPON_API_PATHS = {
  /** Admin: GET the coupons a page at a time (adminCouponsPath), POST a new one. */
  admin: '/api/admin/coupons',
  /** Admin: PUT a coupon's new terms (its code stays). */
  adminOne: (code: string): string => `/api/admin/coupons/${encodeURIComponent(code)}`,
  /** Signed-in shopper: POST {code} → the code priced against the caller's saved cart. */
  check: '/api/coupons/check',
} as const;

export type CouponKind = 'percent' | 'fixed';

/** Which lines a coupon takes its discount from: all of them, one category's, or the products named. */
export type CouponScope =
  { kind: 'all' } | { kind: 'category'; category: string } | { kind: 'products'; productIds: string[] };

/** What the admin sends to create or change a coupon. Money in paise; dates are India-time days (YYYY-MM-DD), inclusive. */
export interface CouponInput {
  code: string;
  kind: CouponKind;
  /** Percent off (whole, 1 to 100) or paise off, by kind. */
  value: number;
  /** The least the cart's subtotal must be for the code to apply (0: any). */
  minOrderPaise: number;
  validFrom: string | null;
  validUntil: string | null;
  /** How many paid orders may use the code in all; null: no limit. */
  totalLimit: number | null;
  /** How many paid orders of one shopper may use the code; null: no limit. */
  perCustomerLimit: number | null;
  scope: CouponScope;
  /** A paused code applies to no new order. */
  active: boolean;
}

/** A stored coupon as the admin sees it. */
export interface Coupon extends CouponInput {
  /** Paid orders that used it. */
  uses: number;
  createdAt: string;
  updatedAt: string;
}

/** Coupons per page of GET /api/admin/coupons unless `limit` asks otherwise (at most COUPONS_MAX_PAGE). */
export const COUPONS_PAGE_SIZE = 50;
export const COUPONS_MAX_PAGE = 100;

/** GET /api/admin/coupons?after=&limit=: coupons in code order, a page at a time. */
export interface CouponListResponse {
  coupons: Coupon[];
  /** Pass as `after` for the next page; null on the last (absent from older servers, whose list was whole). */
  next?: string | null;
}

/** The URL of one page of the admin's coupons. */
export const adminCouponsPath = (page: PageQuery = {}): string => pagePath(COUPON_API_PATHS.admin, page);

export interface CouponCheckRequest {
  code: string;
}

/** A code priced against the caller's saved cart, or the reason it does not apply. */
export type CouponCheckResponse =
  | { applies: true; code: string; discountPaise: number; subtotalPaise: number; totalPaise: number }
  | { applies: false; code: string; reason: string };

/** The coupon an order was priced with. */
export interface OrderCoupon {
  code: string;
  discountPaise: number;
}

export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  /** Fixed amounts and minimum orders: up to ₹1 crore. */
  paise: 1_000_000_000,
  uses: 1_000_000,
  category: 60,
  products: 50,
} as const;

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A code as stored and compared: trimmed and upper-case, so "diwali10" and "DIWALI10" are one code. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export const COUPON_INPUT_MESSAGES = {
  code: `The code has ${COUPON_LIMITS.codeMin} to ${COUPON_LIMITS.codeMax} letters, digits, - or _, starting with a letter or digit.`,
  percent: 'A percent off is a whole number from 1 to 100.',
  fixed: `An amount off is a whole number of paise from 1 to ${COUPON_LIMITS.paise}.`,
  minOrder: `The minimum order is a whole number of paise from 0 to ${COUPON_LIMITS.paise}.`,
  day: 'Dates are written YYYY-MM-DD and must exist.',
  window: 'The last valid day cannot be before the first.',
  totalLimit: `The total limit is empty (no limit) or a whole number from 1 to ${COUPON_LIMITS.uses}.`,
  perCustomerLimit: `The limit per shopper is empty (no limit) or a whole number from 1 to ${COUPON_LIMITS.uses}.`,
  category: `Name the category (1 to ${COUPON_LIMITS.category} characters).`,
  products: `Name 1 to ${COUPON_LIMITS.products} products.`,
  duplicate: (code: string): string => `A coupon with the code ${code} exists already.`,
} as const;

const isDay = (value: string): boolean =>
  DAY_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const isWholeIn = (value: number, least: number, most: number): boolean =>
  Number.isSafeInteger(value) && value >= least && value <= most;

/** Every problem of a coupon's terms, in the order of the form's fields; empty when it can be saved. */
export function validateCouponInput(input: CouponInput): string[] {
  const problems: string[] = [];
  const code = normalizeCouponCode(input.code);
  if (code.length < COUPON_LIMITS.codeMin || code.length > COUPON_LIMITS.codeMax || !CODE_PATTERN.test(code))
    problems.push(COUPON_INPUT_MESSAGES.code);
  if (input.kind === 'percent' && !isWholeIn(input.value, 1, 100)) problems.push(COUPON_INPUT_MESSAGES.percent);
  if (input.kind === 'fixed' && !isWholeIn(input.value, 1, COUPON_LIMITS.paise))
    problems.push(COUPON_INPUT_MESSAGES.fixed);
  if (!isWholeIn(input.minOrderPaise, 0, COUPON_LIMITS.paise)) problems.push(COUPON_INPUT_MESSAGES.minOrder);
  const days = [input.validFrom, input.validUntil];
  if (days.some((day) => day !== null && !isDay(day))) problems.push(COUPON_INPUT_MESSAGES.day);
  else if (input.validFrom !== null && input.validUntil !== null && input.validUntil < input.validFrom)
    problems.push(COUPON_INPUT_MESSAGES.window);
  if (input.totalLimit !== null && !isWholeIn(input.totalLimit, 1, COUPON_LIMITS.uses))
    problems.push(COUPON_INPUT_MESSAGES.totalLimit);
  if (input.perCustomerLimit !== null && !isWholeIn(input.perCustomerLimit, 1, COUPON_LIMITS.uses))
    problems.push(COUPON_INPUT_MESSAGES.perCustomerLimit);
  const { scope } = input;
  if (scope.kind === 'category') {
    const category = scope.category.trim();
    if (category.length < 1 || category.length > COUPON_LIMITS.category) problems.push(COUPON_INPUT_MESSAGES.category);
  }
  if (scope.kind === 'products') {
    const ids = scope.productIds.map((id) => id.trim()).filter((id) => id.length > 0);
    if (ids.length < 1 || ids.length > COUPON_LIMITS.products) problems.push(COUPON_INPUT_MESSAGES.products);
  }
  return problems;
}
