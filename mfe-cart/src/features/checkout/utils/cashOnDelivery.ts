/**
 * Whether the checkout offers cash on delivery, from the delivery table's answer for the pincode
 * typed: advice that mirrors create-order's check (which decides), so the shopper sees why not
 * before choosing.
 */
import { formatPaise } from 'shared-contracts';
import { codTakenFor, type DeliveryQuote } from 'shared-contracts/delivery';

export const CASH_ON_DELIVERY_TEXT = {
  legend: 'Payment',
  online: 'Pay online',
  cod: 'Cash on delivery',
  codHint: 'Pay the courier in cash when the order arrives.',
  noPincode: 'Enter an Indian pincode to see whether cash on delivery is available.',
  notHere: (pincode: string): string => `Cash on delivery is not available for ${pincode}.`,
  overCap: (pincode: string, capPaise: number): string =>
    `Cash on delivery to ${pincode} is for orders up to ${formatPaise(capPaise)}.`,
  withCoupon: 'A coupon can be used with online payment only.',
  placeOrder: 'Place order',
  payNow: 'Pay Now',
} as const;

/**
 * Null when cash on delivery can be chosen; otherwise the sentence that says why not. The cap
 * counts the freight and the assembly chosen, as create-order counts them.
 */
export function cashOnDeliveryRefusal(
  quote: DeliveryQuote | null,
  couponApplied: boolean,
  assemblyWanted: boolean,
): string | null {
  if (couponApplied) return CASH_ON_DELIVERY_TEXT.withCoupon;
  if (!quote) return CASH_ON_DELIVERY_TEXT.noPincode;
  if (codTakenFor(quote, assemblyWanted)) return null;
  return quote.codCapPaise === null || !quote.deliverable
    ? CASH_ON_DELIVERY_TEXT.notHere(quote.pincode)
    : CASH_ON_DELIVERY_TEXT.overCap(quote.pincode, quote.codCapPaise);
}
