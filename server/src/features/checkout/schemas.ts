/** JSON schemas of the checkout calls: every field bounded, unknown fields refused. */
import { SAVED_LIST_LIMITS } from 'shared-contracts';
import { SKU_PATTERN } from 'shared-contracts/catalogue';

const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The billing form's fields: strings, bounded; the field rules (validateBilling) run in the route. */
const BILLING_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'postalCode', 'country'] as const;
const billingProperties = Object.fromEntries(BILLING_FIELDS.map((name) => [name, field(1000)])) as Record<
  (typeof BILLING_FIELDS)[number],
  ReturnType<typeof field>
>;

/**
 * The spec's send-email body. The schema checks types and bounds what is read; the field rules
 * (validateSendEmail of shared-contracts, which the checkout form shows too) run in the route.
 */
export const sendEmailSchema = {
  body: {
    type: 'object',
    required: [...BILLING_FIELDS, 'totalQty', 'totalAmount'],
    additionalProperties: false,
    properties: {
      ...billingProperties,
      totalQty: { type: 'number' },
      totalAmount: { type: 'number', maximum: 1_000_000_000 },
    },
  },
} as const;

export const createOrderSchema = {
  body: {
    type: 'object',
    required: ['amount', 'billing'],
    additionalProperties: false,
    properties: {
      amount: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
      // GST: the billing state's code and a registered buyer's GSTIN and name (checked in the route).
      stateCode: { type: 'string', maxLength: 10 },
      gstin: { type: 'string', maxLength: 40 },
      businessName: { type: 'string', maxLength: 1000 },
      // A coupon the cart showed; priced again in the route (coupons/apply.ts).
      couponCode: { type: 'string', maxLength: 40 },
      paymentMethod: { type: 'string', enum: ['online', 'cod'] },
      // Only the choice: freight and assembly are priced in the route (order-charges.ts).
      assembly: { type: 'boolean' },
      billing: {
        type: 'object',
        required: [...BILLING_FIELDS],
        additionalProperties: false,
        properties: billingProperties,
      },
    },
  },
} as const;

/** The checkout's review before paying: what of the address decides the price, the coupon, the assembly choice. */
export const quoteSchema = {
  body: {
    type: 'object',
    required: ['items', 'postalCode', 'country'],
    additionalProperties: false,
    properties: {
      items: {
        type: 'array',
        maxItems: SAVED_LIST_LIMITS.maxLines,
        items: {
          type: 'object',
          required: ['id', 'quantity'],
          additionalProperties: false,
          properties: {
            id: { type: 'string', minLength: 1, maxLength: SAVED_LIST_LIMITS.maxIdLength },
            quantity: { type: 'integer', minimum: 1, maximum: SAVED_LIST_LIMITS.maxQuantity },
            variantSku: { type: 'string', pattern: SKU_PATTERN },
          },
        },
      },
      postalCode: field(1000),
      country: field(1000),
      stateCode: { type: 'string', maxLength: 10 },
      couponCode: { type: 'string', maxLength: 40 },
      assembly: { type: 'boolean' },
    },
  },
} as const;

const providerId = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const verifySchema = {
  body: {
    type: 'object',
    required: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
    additionalProperties: false,
    properties: { razorpay_order_id: providerId, razorpay_payment_id: providerId, razorpay_signature: providerId },
  },
} as const;

export const abandonSchema = {
  body: {
    type: 'object',
    required: ['orderId'],
    additionalProperties: false,
    properties: { orderId: providerId },
  },
} as const;
