/**
 * Razorpay's webhook as it arrives (https://razorpay.com/docs/webhooks/payments and /orders): a JSON
 * event `{entity: 'event', account_id, event, contains, payload: {payment: {entity}, order?: {entity}},
 * created_at}`, POSTed with `X-Razorpay-Signature` = HMAC-SHA256 hex of the exact body with the
 * webhook secret (what razorpay-node's validateWebhookSignature checks) and `X-Razorpay-Event-Id`.
 * The sandbox builds its events here; the webhook route reads them with provider-payment.ts.
 */
import { randomBytes } from 'node:crypto';
import { paymentEntity, type ProviderPayment } from './provider-payment';
import { hmacHex } from './signature';

export const PAID_EVENTS = ['payment.captured', 'order.paid'] as const;
export type PaidEventName = (typeof PAID_EVENTS)[number];

export const SANDBOX_ACCOUNT_ID = 'acc_sandbox';

export interface EventOrder {
  id: string;
  amountPaise: number;
  currency: string;
  receipt: string;
  /** Unix seconds. */
  createdAt: number;
}

export interface SignedWebhook {
  body: string;
  headers: { 'content-type': 'application/json'; 'x-razorpay-signature': string; 'x-razorpay-event-id': string };
}

/** The event Razorpay sends when `payment` (captured) pays `order`: payment.captured carries the payment, order.paid both. */
export function paidEvent(name: PaidEventName, payment: ProviderPayment, order: EventOrder, now: Date): object {
  const payload: Record<string, { entity: object }> = { payment: { entity: paymentEntity(payment) } };
  if (name === 'order.paid') {
    payload.order = {
      entity: {
        id: order.id,
        entity: 'order',
        amount: order.amountPaise,
        amount_paid: payment.amountPaise,
        amount_due: Math.max(0, order.amountPaise - payment.amountPaise),
        currency: order.currency,
        receipt: order.receipt,
        status: 'paid',
        attempts: 1,
        created_at: order.createdAt,
      },
    };
  }
  return {
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event: name,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  };
}

/** The body and headers of one delivery of `event`, signed with `secret`. */
export function signWebhook(event: object, secret: string): SignedWebhook {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': `evt_${randomBytes(9).toString('base64url')}`,
    },
  };
}
