/** JSON schemas of the checkout calls: every field bounded, unknown fields refused. */
const field = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** The spec's send-email body. The billing form has no required checks, so blank text is allowed. */
export const sendEmailSchema = {
  body: {
    type: 'object',
    required: ['name', 'email', 'phone', 'address', 'city', 'postalCode', 'country', 'totalQty', 'totalAmount'],
    additionalProperties: false,
    properties: {
      name: field(100),
      email: field(254),
      phone: field(32),
      address: field(500),
      city: field(100),
      postalCode: field(20),
      country: field(100),
      totalQty: { type: 'integer', minimum: 0, maximum: 100_000 },
      totalAmount: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
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
