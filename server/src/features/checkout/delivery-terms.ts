/**
 * What the delivery table says about an order's address, decided at create-order before anything
 * is reserved: an Indian pincode the table does not serve is refused with the pincode check's own
 * sentence. An address outside India has no pincode to look up and is taken as before. The table
 * also says whether a cash-on-delivery order waits for the shopper's confirmation.
 */
import { COD_CONFIRMATION_HOURS, formatRupees, isIndia, type BillingDetails } from 'shared-contracts';
import { codTakenFor, quoteDelivery, type DeliveryQuote } from 'shared-contracts/delivery';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { deliveryRepositoryOf } from '../delivery/repository';

/** "411 001" as typed in the billing form is the pincode 411001. */
export const pincodeOf = (billing: Pick<BillingDetails, 'postalCode'>): string => billing.postalCode.replace(/\s/g, '');

/**
 * The quote for the order's pincode and value, or null for an address outside India; a 400 with
 * the quote's message when the pincode is not served.
 */
export async function deliveryTermsFor(
  docs: Pick<DocumentStore, 'get' | 'put'>,
  billing: Pick<BillingDetails, 'postalCode' | 'country'>,
  orderValuePaise: number,
): Promise<DeliveryQuote | null> {
  if (!isIndia(billing.country)) return null;
  const { table } = await deliveryRepositoryOf(docs).get();
  const quote = quoteDelivery(table, pincodeOf(billing), { orderedAt: new Date(), orderValuePaise });
  // The billing rules already checked the PIN's shape: a null quote cannot reach here.
  if (quote && !quote.deliverable) throw httpError(400, quote.message);
  return quote;
}

export const CASH_ON_DELIVERY_MESSAGES = {
  outsideIndia: 'Cash on delivery is available for addresses in India only. Please pay online.',
  notHere: (pincode: string): string => `Cash on delivery is not available for ${pincode}. Please pay online.`,
  overCap: (pincode: string, capPaise: number): string =>
    `Cash on delivery to ${pincode} is for orders up to ${formatRupees(capPaise / 100)}. Please pay online.`,
  withCoupon: 'A coupon can be used with online payment only. Remove it or pay online.',
} as const;

/**
 * Why cash on delivery is not taken for this address and for the cash the courier would collect
 * (the quote was asked with the order's value; freight and the assembly asked for count towards
 * the cap), or null when it is. A coupon's use is counted when its payment settles, which cash
 * collected later does not go through: coupons are for online payment.
 */
export function cashOnDeliveryRefusalOf(
  quote: DeliveryQuote | null,
  withCoupon: boolean,
  assemblyWanted: boolean,
): string | null {
  if (withCoupon) return CASH_ON_DELIVERY_MESSAGES.withCoupon;
  if (!quote) return CASH_ON_DELIVERY_MESSAGES.outsideIndia;
  if (codTakenFor(quote, assemblyWanted)) return null;
  return quote.codCapPaise === null
    ? CASH_ON_DELIVERY_MESSAGES.notHere(quote.pincode)
    : CASH_ON_DELIVERY_MESSAGES.overCap(quote.pincode, quote.codCapPaise);
}

/** A 400 with cashOnDeliveryRefusalOf's reason, when there is one. */
export function refuseCashOnDelivery(quote: DeliveryQuote | null, withCoupon: boolean, assemblyWanted: boolean): void {
  const refusal = cashOnDeliveryRefusalOf(quote, withCoupon, assemblyWanted);
  if (refusal) throw httpError(400, refusal);
}

/**
 * A new cash-on-delivery order's `expiresAt` when the seller asks shoppers to confirm such orders
 * (DeliveryTable.confirmCashOnDelivery): COD_CONFIRMATION_HOURS from now; nothing otherwise.
 */
export async function codConfirmationDeadline(
  docs: Pick<DocumentStore, 'get' | 'put'>,
  placedAt: Date,
): Promise<{ expiresAt: string } | Record<string, never>> {
  const { table } = await deliveryRepositoryOf(docs).get();
  if (table.confirmCashOnDelivery !== true) return {};
  return { expiresAt: new Date(placedAt.getTime() + COD_CONFIRMATION_HOURS * 3_600_000).toISOString() };
}
