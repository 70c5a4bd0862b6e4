/**
 * The payment port: creates an order with the provider, knows the secret its signatures use, lists
 * an order's payments and refunds. Razorpay (the official SDK) when keys are configured, otherwise
 * the local sandbox, which makes order ids itself and keeps its payments in sandbox-ledger.ts.
 * Amounts are in paise.
 */
import { createHash, randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import type { DocumentStore } from '../../storage/port';
import type { PaymentConfig } from './payment-config';
import { readPaymentEntity, type ProviderPayment } from './provider-payment';
import { sandboxLedger } from './sandbox-ledger';

export interface ProviderOrderRequest {
  amountPaise: number;
  currency: 'INR';
  receipt: string;
}

export interface PaymentGateway {
  readonly kind: 'razorpay' | 'sandbox';
  /** The key secret checkout signatures are made with. */
  readonly signingSecret: string;
  /** The public key id the browser's payment popup is opened with. */
  readonly publicKey: string;
  createOrder(request: ProviderOrderRequest): Promise<{ id: string }>;
  /**
   * Refunds `amountPaise` of a captured payment; rejects when the provider refuses or cannot be
   * reached. The same `idempotencyKey` again (a retry after a lost answer or a crash) gives back the
   * refund already made, never a second one (Razorpay's X-Refund-Idempotency).
   */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** The payments the provider knows for one of its orders; rejects when it cannot be reached. */
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

/**
 * The idempotency key of the refund of a whole payment: the shop refunds a payment at most once
 * (a cancel, or a second payment given back), so every attempt at it, on any instance, carries the
 * same key. Razorpay wants 10 or more letters, digits, '-' or '_'.
 */
export const refundIdempotencyKey = (paymentId: string): string =>
  `refund-${paymentId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** How long the provider may take over a refund before the call counts as failed. */
export const REFUND_REQUEST_TIMEOUT_MS = 30_000;

/**
 * A refund claim (an admin's cancel, a second payment given back) older than this was left by a
 * server that died while refunding: a living holder's call has ended by then, so another attempt
 * may take the claim over, and the idempotency key makes it one refund.
 */
export const REFUND_CLAIM_STALE_MS = 2 * REFUND_REQUEST_TIMEOUT_MS;

export function sandboxGateway(secret: string, docs: DocumentStore): PaymentGateway {
  const ledger = sandboxLedger(docs);
  return {
    kind: 'sandbox',
    signingSecret: secret,
    publicKey: 'rzp_test_sandbox',
    createOrder: async () => ({ id: `order_${randomBytes(9).toString('base64url')}` }),
    // No money moved, so nothing to ask: the refund id is made from the key, so a retry gets the same refund.
    refund: async (_paymentId, amountPaise, idempotencyKey) => ({
      id: `rfnd_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 14)}`,
      amountPaise,
    }),
    fetchPayments: (orderId) => ledger.payments(orderId),
  };
}

/** Razorpay's API. */
export const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * POST /v1/payments/:id/refund with the X-Refund-Idempotency header. The official SDK keeps only
 * the headers it knows (X-Razorpay-Account, Content-Type) and drops this one, so the refund is
 * sent here; a refusal rejects with the SDK's shape ({statusCode, error: {description}}).
 */
async function keyedRefund(
  api: string,
  keyId: string,
  keySecret: string,
  paymentId: string,
  amountPaise: number,
  idempotencyKey: string,
): Promise<ProviderRefund> {
  const response = await fetch(`${api}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
      'content-type': 'application/json',
      'X-Refund-Idempotency': idempotencyKey,
    },
    body: JSON.stringify({ amount: amountPaise }),
    signal: AbortSignal.timeout(REFUND_REQUEST_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok || typeof fields.id !== 'string') {
    // A plain object, as the SDK rejects: cancel-order reads error.description for the admin.
    throw { statusCode: response.status, error: fields.error ?? { description: `HTTP ${response.status}` } };
  }
  const amount = Number(fields.amount);
  return { id: fields.id, amountPaise: Number.isSafeInteger(amount) ? amount : amountPaise };
}

export function razorpayGateway(keyId: string, keySecret: string, api = RAZORPAY_API): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    kind: 'razorpay',
    signingSecret: keySecret,
    publicKey: keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt });
      return { id: order.id };
    },
    refund: (paymentId, amountPaise, idempotencyKey) =>
      keyedRefund(api, keyId, keySecret, paymentId, amountPaise, idempotencyKey),
    async fetchPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.flatMap((payment) => readPaymentEntity(payment) ?? []);
    },
  };
}

/** The configured gateway: Razorpay, or the sandbox (a demo- project without keys); null if neither is on. */
export function paymentGateway(config: PaymentConfig, docs: DocumentStore): PaymentGateway | null {
  if (config.razorpay) return razorpayGateway(config.razorpay.keyId, config.razorpay.keySecret);
  return config.sandboxEnabled ? sandboxGateway(config.sandboxSecret, docs) : null;
}
