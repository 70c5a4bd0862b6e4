/** Razorpay's signatures: HMAC-SHA256 hex, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, payload: string | Buffer): string =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** The checkout signature: HMAC-SHA256(`orderId|paymentId`, key secret). */
export const paymentSignature = (orderId: string, paymentId: string, secret: string): string =>
  hmacHex(secret, `${orderId}|${paymentId}`);

/** Whether `given` equals `expected`, without leaking where they differ (lengths are checked first). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
