/**
 * The response schema of every route that answers an AdminOrderDetail (detail, ship, deliver,
 * cancel): the reply is written from it, so a field the contract does not name never leaves the server.
 */
import { ORDER_STATUSES, PAYMENT_METHODS } from 'shared-contracts';

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const number = { type: 'number' } as const;

const object = <P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties), additionalProperties: false, properties }) as const;
const nullable = <S extends { type: 'object' }>(schema: S) => ({ ...schema, type: ['object', 'null'] }) as const;
const listOf = (items: object) => ({ type: 'array', items }) as const;

const status = { type: 'string', enum: ORDER_STATUSES } as const;

const billing = object({
  name: text,
  email: text,
  phone: text,
  address: text,
  city: text,
  postalCode: text,
  country: text,
});
const lineFields = { id: text, productName: text, imgUrl: text, price: number, quantity: number, totalPrice: number };
// A line of a product with variants also names the variant (its SKU and option values).
const item = { ...object(lineFields), properties: { ...lineFields, variantSku: text, variantLabel: text } } as const;
const historyEntry = object({ from: status, to: status, at: text, by: text, reason: text });

const issuedDocument = object({ number: text, issuedAt: text });

export const paymentAlertSchema = object({ paymentId: text, problem: text, at: text });
export const extraPaymentSchema = object({
  paymentId: text,
  state: { type: 'string', enum: ['refunding', 'refunded', 'refund failed'] },
  refundId: nullableText,
  at: text,
});

export const adminOrderDetailSchema = object({
  id: text,
  status,
  createdAt: text,
  paidAt: nullableText,
  customer: object({ uid: text, billing: nullable(billing) }),
  items: listOf(item),
  amount: number,
  currency: { type: 'string', enum: ['INR'] },
  payment: object({
    provider: { type: 'string', enum: ['razorpay', 'sandbox', 'cod'] },
    providerOrderId: text,
    paymentId: nullableText,
  }),
  paymentMethod: { type: 'string', enum: [...PAYMENT_METHODS] },
  cashCollection: nullable(object({ collectedPaise: number, shortPaise: number })),
  confirmBy: nullableText,
  history: listOf(historyEntry),
  stock: { type: 'string', enum: ['none', 'reserved', 'committed', 'released'] },
  stockShortfall: listOf(object({ id: text, quantity: number })),
  shipment: nullable(object({ carrier: text, trackingNumber: text, shippedAt: text })),
  refund: nullable(object({ amount: number, refundId: text, at: text })),
  refundInProgress: { type: 'boolean' },
  paymentAlerts: listOf(paymentAlertSchema),
  extraPayments: listOf(extraPaymentSchema),
  // Optional in the contract (older servers leave it out); this server always sends it, null without one.
  coupon: nullable(object({ code: text, discountPaise: number })),
  // Freight and assembly charged besides the lines; null without any.
  charges: nullable(object({ freightPaise: number, assemblyPaise: number })),
  // The breakup the server itself computed and stored at create-order (OrderTax), passed on whole.
  tax: { type: ['object', 'null'], additionalProperties: true },
  documents: object({ invoice: nullable(issuedDocument), creditNote: nullable(issuedDocument) }),
});

/** `response` for a route answering an AdminOrderDetail. */
export const adminOrderDetailResponse = { 200: adminOrderDetailSchema } as const;
