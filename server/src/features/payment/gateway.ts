/**
 * The payment port: creates an order with the provider, knows the secret its signatures use, lists
 * an order's payments and refunds. Razorpay (the official SDK) when keys are configured, otherwise
 * the local sandbox, which makes order ids itself and keeps its payments in sandbox-ledger.ts.
 * Amounts are in paise.
 */
import { randomBytes } from 'node:crypto';
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
  /** Refunds `amountPaise` of a captured payment; rejects when the provider refuses or cannot be reached. */
  refund(paymentId: string, amountPaise: number): Promise<ProviderRefund>;
  /** The payments the provider knows for one of its orders; rejects when it cannot be reached. */
  fetchPayments(orderId: string): Promise<ProviderPayment[]>;
}

export interface ProviderRefund {
  id: string;
  amountPaise: number;
}

export function sandboxGateway(secret: string, docs: DocumentStore): PaymentGateway {
  const ledger = sandboxLedger(docs);
  return {
    kind: 'sandbox',
    signingSecret: secret,
    publicKey: 'rzp_test_sandbox',
    createOrder: async () => ({ id: `order_${randomBytes(9).toString('base64url')}` }),
    // No money moved, so nothing to ask: the refund id is made here and the order records it.
    refund: async (_paymentId, amountPaise) => ({ id: `rfnd_${randomBytes(9).toString('base64url')}`, amountPaise }),
    fetchPayments: (orderId) => ledger.payments(orderId),
  };
}

export function razorpayGateway(keyId: string, keySecret: string): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  return {
    kind: 'razorpay',
    signingSecret: keySecret,
    publicKey: keyId,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt });
      return { id: order.id };
    },
    async refund(paymentId, amountPaise) {
      const refund = await client.payments.refund(paymentId, { amount: amountPaise });
      return { id: refund.id, amountPaise: Number(refund.amount ?? amountPaise) };
    },
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
