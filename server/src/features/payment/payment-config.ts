/**
 * Payment settings (part of ServerConfig).
 *
 *   RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET   both set → real Razorpay orders (the official SDK)
 *   RAZORPAY_WEBHOOK_SECRET                the secret of POST /api/webhooks/razorpay (unset → the webhook answers 503)
 *   CHECKOUT_RATE_LIMIT                    checkout calls per user (or IP) per minute (default 20)
 *   CHECKOUT_ORDERS_PER_HOUR               create-order calls per account per hour (default 20)
 *   CHECKOUT_MAX_PENDING_ORDERS            unpaid orders one account may hold (default 2); a new one
 *                                          replaces the oldest, whose stock returns
 *   CHECKOUT_MAX_UNITS_PER_PRODUCT         units of one product per order (default 10), unless the
 *                                          product names its own maxPerOrder
 *   ORDER_EXPIRY_SWEEP_MS                  how often unpaid orders past their 15 minutes are expired (default 60000)
 *   PAYMENT_RECONCILE_MS                   how often orders left unpaid are checked with the provider (default 60000)
 *   PAYMENT_SANDBOX_WEBHOOK_DELAY_MS       how long after a sandbox payment its webhook is sent (default 2000)
 *
 * The local sandbox marks orders paid without money, so it follows the Auth emulator's rule: it
 * runs only with a demo- Firebase project (whose accounts Google never issues), and then only
 * without Razorpay keys. A real project must name all three Razorpay settings or it refuses to
 * start: a deployed shop never takes sandbox money, and the webhook is how a payment whose tab
 * closed is confirmed within seconds (the reconciler backs off to hourly checks).
 *
 * The sandbox signs with a secret made at start-up, so a sandbox signature is worth nothing to any
 * other process. Its webhooks are signed with a secret kept in DATA_DIR (sandbox-webhook-secret.ts)
 * unless RAZORPAY_WEBHOOK_SECRET is set.
 */
import { randomBytes } from 'node:crypto';
import { isDemoProject } from '../../firebase-config';
import { checkSecret, RAZORPAY_KEY_SECRET_MIN_LENGTH } from '../../secrets';
import { type Env, SettingError, readSetting } from '../../settings';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

export interface PaymentConfig {
  razorpay: RazorpayKeys | null;
  webhookSecret: string | null;
  /** True when the sandbox takes payments: a demo- project without Razorpay keys. */
  sandboxEnabled: boolean;
  sandboxSecret: string;
  checkoutRatePerMinute: number;
  /** create-order calls per account per hour. */
  ordersPerHour: number;
  /** Unpaid (pending) orders one account may hold at once. */
  maxPendingOrders: number;
  /** Units of one product an order may hold, for a product without its own maxPerOrder. */
  maxUnitsPerProduct: number;
  /** Milliseconds between sweeps that expire unpaid orders and return their stock. */
  orderExpirySweepMs: number;
  /** Milliseconds between runs that ask the provider about orders left unpaid (orders/reconcile.ts). */
  reconcileMs: number;
  /** Milliseconds between a sandbox payment and its webhook (Razorpay's come a moment after the popup's handler). */
  sandboxWebhookDelayMs: number;
}

export const DEFAULT_CHECKOUT_RATE_PER_MINUTE = 20;
export const DEFAULT_ORDERS_PER_HOUR = 20;
export const DEFAULT_MAX_PENDING_ORDERS = 2;
export const DEFAULT_MAX_UNITS_PER_PRODUCT = 10;
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
  /** FIREBASE_PROJECT_ID: only a demo- project may run the sandbox. */
  firebaseProjectId: string;
  /** Refuse weak or example secrets (a deployed shop). */
  checkSecrets: boolean;
}

/** The settings a real project must have, in the order the refusal names them. */
export const REQUIRED_RAZORPAY_SETTINGS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** A real project without every Razorpay setting: say which are missing and why the sandbox is no way out. */
function missingRazorpaySettings(env: Env, firebaseProjectId: string): PaymentConfigError | null {
  const missing = REQUIRED_RAZORPAY_SETTINGS.filter((name) => readSetting(env, name) === undefined);
  if (missing.length === 0) return null;
  const retired = readSetting(env, 'PAYMENT_SANDBOX_IN_PRODUCTION')
    ? ' PAYMENT_SANDBOX_IN_PRODUCTION is no longer read: a real project never takes sandbox payments.'
    : '';
  return new PaymentConfigError(
    `Refusing to start: FIREBASE_PROJECT_ID '${firebaseProjectId}' is a real project, but ${missing.join(', ')} ` +
      `${missing.length === 1 ? 'is' : 'are'} not set. Set ${REQUIRED_RAZORPAY_SETTINGS.join(', ')} ` +
      '(Razorpay Dashboard → Account & Settings → API Keys and Webhooks). The local payment sandbox marks ' +
      `orders paid without money, so it runs only with a demo- project (npm start).${retired}`,
  );
}

export function readPaymentConfig(env: Env, { firebaseProjectId, checkSecrets }: PaymentConfigOptions): PaymentConfig {
  const demoProject = isDemoProject(firebaseProjectId);
  if (!demoProject) {
    const refusal = missingRazorpaySettings(env, firebaseProjectId);
    if (refusal) throw refusal;
  }
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
  return {
    razorpay,
    webhookSecret,
    sandboxEnabled: razorpay === null && demoProject,
    sandboxSecret: randomBytes(32).toString('hex'),
    checkoutRatePerMinute: readPositiveInteger(env, 'CHECKOUT_RATE_LIMIT', DEFAULT_CHECKOUT_RATE_PER_MINUTE),
    ordersPerHour: readPositiveInteger(env, 'CHECKOUT_ORDERS_PER_HOUR', DEFAULT_ORDERS_PER_HOUR),
    maxPendingOrders: readPositiveInteger(env, 'CHECKOUT_MAX_PENDING_ORDERS', DEFAULT_MAX_PENDING_ORDERS),
    maxUnitsPerProduct: readPositiveInteger(env, 'CHECKOUT_MAX_UNITS_PER_PRODUCT', DEFAULT_MAX_UNITS_PER_PRODUCT),
    orderExpirySweepMs: readPositiveInteger(env, 'ORDER_EXPIRY_SWEEP_MS', DEFAULT_ORDER_EXPIRY_SWEEP_MS),
    reconcileMs: readPositiveInteger(env, 'PAYMENT_RECONCILE_MS', DEFAULT_PAYMENT_RECONCILE_MS),
    sandboxWebhookDelayMs: readInteger(env, 'PAYMENT_SANDBOX_WEBHOOK_DELAY_MS', DEFAULT_SANDBOX_WEBHOOK_DELAY_MS, 0),
  };
}
