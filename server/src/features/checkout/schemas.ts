/** JSON schemas of the checkout calls: every field bounded, unknown fields refused. */
const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/**
 * The spec's send-email body. The schema checks types and bounds what is read; the field rules
 * (validateSendEmail of shared-contracts, which the checkout form shows too) run in the route.
 */
export const sendEmailSchema = {
  body: {
    type: 'object',
    required: ['name', 'email', 'phone', 'address', 'city', 'postalCode', 'country', 'totalQty', 'totalAmount'],
    additionalProperties: false,
    properties: {
      name: field(1000),
      email: field(1000),
      phone: field(1000),
      address: field(1000),
      city: field(1000),
      postalCode: field(1000),
      country: field(1000),
      totalQty: { type: 'number' },
      totalAmount: { type: 'number', maximum: 1_000_000_000 },
    },
  },
} as const;

export const createOrderSchema = {
  body: {
    type: 'object',
    required: ['amount'],
    additionalProperties: false,
    properties: { amount: { type: 'number', minimum: 0, maximum: 1_000_000_000 } },
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
