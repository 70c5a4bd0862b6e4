/**
 * Payment settings (part of ServerConfig).
 *
 *   RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET   both set → real Razorpay orders (the official SDK)
 *   RAZORPAY_WEBHOOK_SECRET                the secret of POST /api/webhooks/razorpay (unset → the webhook answers 503)
 *   PAYMENT_SANDBOX_IN_PRODUCTION=true     allow the local sandbox with NODE_ENV=production (a demo deploy)
 *   CHECKOUT_RATE_LIMIT                    checkout calls per user (or IP) per minute (default 20)
 *   ORDER_EXPIRY_SWEEP_MS                  how often unpaid orders past their 15 minutes are expired (default 60000)
 *   PAYMENT_RECONCILE_MS                   how often orders left unpaid are checked with the provider (default 60000)
 *   PAYMENT_SANDBOX_WEBHOOK_DELAY_MS       how long after a sandbox payment its webhook is sent (default 2000)
 *
 * Without Razorpay keys the local sandbox takes payments: it signs with a secret made at start-up,
 * so a sandbox signature is worth nothing to any other process. Its webhooks are signed with a
 * secret kept in DATA_DIR (sandbox-webhook-secret.ts) unless RAZORPAY_WEBHOOK_SECRET is set.
 */
import { randomBytes } from 'node:crypto';
import { checkSecret, RAZORPAY_KEY_SECRET_MIN_LENGTH } from '../../secrets';
import { type Env, SettingError, readSetting } from '../../settings';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

export interface PaymentConfig {
  razorpay: RazorpayKeys | null;
  webhookSecret: string | null;
  /** True when the sandbox takes payments (no Razorpay keys, and not production unless allowed). */
  sandboxEnabled: boolean;
  sandboxSecret: string;
  checkoutRatePerMinute: number;
  /** Milliseconds between sweeps that expire unpaid orders and return their stock. */
  orderExpirySweepMs: number;
  /** Milliseconds between runs that ask the provider about orders left unpaid (orders/reconcile.ts). */
  reconcileMs: number;
  /** Milliseconds between a sandbox payment and its webhook (Razorpay's come a moment after the popup's handler). */
  sandboxWebhookDelayMs: number;
}

export const DEFAULT_CHECKOUT_RATE_PER_MINUTE = 20;
export const DEFAULT_ORDER_EXPIRY_SWEEP_MS = 60_000;
export const DEFAULT_PAYMENT_RECONCILE_MS = 60_000;
export const DEFAULT_SANDBOX_WEBHOOK_DELAY_MS = 2_000;

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class PaymentConfigError extends SettingError {}

function readInteger(env: Env, name: string, fallback: number, min: number): number {
  const raw = readSetting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new PaymentConfigError(
      `${name} must be a whole number ${min === 0 ? 'of 0 or more' : `above ${min - 1}`}, got '${raw}'.`,
    );
  return value;
}

const readPositiveInteger = (env: Env, name: string, fallback: number): number => readInteger(env, name, fallback, 1);

export interface PaymentConfigOptions {
  production: boolean;
  /** Refuse weak or example secrets (a deployed shop). */
  checkSecrets: boolean;
}

export function readPaymentConfig(env: Env, { production, checkSecrets }: PaymentConfigOptions): PaymentConfig {
  const keyId = readSetting(env, 'RAZORPAY_KEY_ID');
  const keySecret = readSetting(env, 'RAZORPAY_KEY_SECRET');
  if ((keyId === undefined) !== (keySecret === undefined)) {
    throw new PaymentConfigError(
      'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the local payment sandbox).',
    );
  }
  const webhookSecret = readSetting(env, 'RAZORPAY_WEBHOOK_SECRET') ?? null;
  if (checkSecrets) {
    if (keyId) checkSecret('RAZORPAY_KEY_ID', keyId, 1);
    if (keySecret) checkSecret('RAZORPAY_KEY_SECRET', keySecret, RAZORPAY_KEY_SECRET_MIN_LENGTH);
    if (webhookSecret) checkSecret('RAZORPAY_WEBHOOK_SECRET', webhookSecret);
  }
  const razorpay = keyId && keySecret ? { keyId, keySecret } : null;
  const sandboxAllowed = !production || readSetting(env, 'PAYMENT_SANDBOX_IN_PRODUCTION') === 'true';
  return {
    razorpay,
    webhookSecret,
    sandboxEnabled: razorpay === null && sandboxAllowed,
    sandboxSecret: randomBytes(32).toString('hex'),
    checkoutRatePerMinute: readPositiveInteger(env, 'CHECKOUT_RATE_LIMIT', DEFAULT_CHECKOUT_RATE_PER_MINUTE),
    orderExpirySweepMs: readPositiveInteger(env, 'ORDER_EXPIRY_SWEEP_MS', DEFAULT_ORDER_EXPIRY_SWEEP_MS),
    reconcileMs: readPositiveInteger(env, 'PAYMENT_RECONCILE_MS', DEFAULT_PAYMENT_RECONCILE_MS),
    sandboxWebhookDelayMs: readInteger(env, 'PAYMENT_SANDBOX_WEBHOOK_DELAY_MS', DEFAULT_SANDBOX_WEBHOOK_DELAY_MS, 0),
  };
}
