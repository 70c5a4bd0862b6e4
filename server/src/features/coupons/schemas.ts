/** JSON schemas of the coupon routes: every field bounded, unknown fields refused; the terms' rules (validateCouponInput) run in the route. */
import { pageQuerystringSchema } from '../../http-pages';
import { COUPON_LIMITS } from 'shared-contracts';

const day = { type: ['string', 'null'], maxLength: 10 } as const;
const count = { type: ['number', 'null'] } as const;

const scopeSchema = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['all', 'category', 'products'] },
    category: { type: 'string', maxLength: COUPON_LIMITS.category * 2 },
    productIds: { type: 'array', maxItems: COUPON_LIMITS.products * 2, items: { type: 'string', maxLength: 200 } },
  },
} as const;

const termsProperties = {
  kind: { type: 'string', enum: ['percent', 'fixed'] },
  // Numbers, not integers: the route's own check says which field holds a fraction, in words.
  value: { type: 'number' },
  minOrderPaise: { type: 'number' },
  validFrom: day,
  validUntil: day,
  totalLimit: count,
  perCustomerLimit: count,
  scope: scopeSchema,
  active: { type: 'boolean' },
} as const;
const termsRequired = Object.keys(termsProperties);

const couponResponse = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: { type: 'string' },
    ...termsProperties,
    uses: { type: 'number' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const code = { type: 'string', minLength: 1, maxLength: COUPON_LIMITS.codeMax * 2 } as const;

export const listCouponsSchema = {
  // The cursor is a stored code (upper case, at most COUPON_LIMITS.codeMax characters).
  querystring: pageQuerystringSchema(COUPON_LIMITS.codeMax * 2),
  response: {
    200: {
      type: 'object',
      properties: { coupons: { type: 'array', items: couponResponse }, next: { type: ['string', 'null'] } },
    },
  },
} as const;

export const createCouponSchema = {
  body: {
    type: 'object',
    required: ['code', ...termsRequired],
    additionalProperties: false,
    properties: { code, ...termsProperties },
  },
  response: { 201: couponResponse },
} as const;

export const updateCouponSchema = {
  params: { type: 'object', required: ['code'], properties: { code } },
  body: { type: 'object', required: termsRequired, additionalProperties: false, properties: termsProperties },
  response: { 200: couponResponse },
} as const;

export const checkCouponSchema = {
  body: { type: 'object', required: ['code'], additionalProperties: false, properties: { code } },
} as const;

/** create-order's optional coupon field. */
export const orderCouponCodeSchema = code;
