/**
 * A payment as the provider reports it (Razorpay's payment entity, in a webhook or from
 * `orders.fetchPayments`), and the check that it pays exactly the order it names: the amount in
 * paise, INR and captured. Webhook and reconciler settle only a payment this check passes.
 */
import { toPaise } from 'shared-contracts';

/** Razorpay's payment statuses. */
export const PAYMENT_STATUSES = ['created', 'authorized', 'captured', 'refunded', 'failed'] as const;
export type ProviderPaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: ProviderPaymentStatus;
  /** Unix seconds, as Razorpay sends it. */
  createdAt: number;
}

type Json = { [key: string]: unknown };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const id = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : null;
const isStatus = (value: unknown): value is ProviderPaymentStatus =>
  PAYMENT_STATUSES.some((status) => status === value);

/** Reads Razorpay's payment entity; null when it lacks an id or an order id. Odd fields read as 'not this order's money'. */
export function readPaymentEntity(entity: unknown): ProviderPayment | null {
  if (!isObject(entity)) return null;
  const paymentId = id(entity.id);
  const orderId = id(entity.order_id);
  if (!paymentId || !orderId) return null;
  const amount = Number(entity.amount);
  return {
    id: paymentId,
    orderId,
    amountPaise: Number.isSafeInteger(amount) ? amount : -1,
    currency: typeof entity.currency === 'string' ? entity.currency : '',
    status: isStatus(entity.status) ? entity.status : 'failed',
    createdAt: typeof entity.created_at === 'number' ? entity.created_at : 0,
  };
}

/** Razorpay's payment entity for `payment`: the fields this shop reads, plus the ones every entity has. */
export function paymentEntity(payment: ProviderPayment): Json {
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amountPaise,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    method: 'card',
    captured: payment.status === 'captured' || payment.status === 'refunded',
    amount_refunded: 0,
    refund_status: null,
    international: false,
    created_at: payment.createdAt,
  };
}

export interface OrderFacts {
  id: string;
  /** Rupees, as the order stores it. */
  amount: number;
  currency: string;
}

/** Null when `payment` is a captured payment of the order's whole amount in its currency; otherwise what differs. */
export function paymentMismatch(order: OrderFacts, payment: ProviderPayment): string | null {
  const problems: string[] = [];
  if (payment.orderId !== order.id) problems.push(`it is for order ${payment.orderId}`);
  const expected = toPaise(order.amount);
  if (payment.amountPaise !== expected)
    problems.push(`amount ${payment.amountPaise} paise, the order is ${expected} paise`);
  if (payment.currency !== order.currency)
    problems.push(`currency ${payment.currency || 'missing'}, the order is ${order.currency}`);
  if (payment.status !== 'captured') problems.push(`status ${payment.status}, not captured`);
  return problems.length === 0 ? null : `Payment ${payment.id} does not pay this order: ${problems.join('; ')}.`;
}
