/**
 * The answer to "can you deliver to this pincode, when, and for how much": decided by the server
 * from the delivery table, shown by the browser as the server wrote it.
 */
import { formatRupees } from '../money';
import { isValidPincode } from './pincode';
import { matchDeliveryRule, type DeliveryTable } from './rules';
import { deliveryWindow, formatDeliveryDate, type DeliveryWindow } from './window';

/** GET /api/delivery/{pincode}. Money in whole paise. */
export interface DeliveryQuote {
  pincode: string;
  deliverable: boolean;
  /** When it can arrive; null when the pincode is not served. */
  window: DeliveryWindow | null;
  /** The order value the freight and cash on delivery were decided for; null when none was given. */
  orderValuePaise: number | null;
  /** The freight for that order value (without one: the freight below the free threshold). */
  freightPaise: number;
  /** An order worth at least this much ships free; null when no order does (or the freight is 0). */
  freeAbovePaise: number | null;
  assemblyOffered: boolean;
  assemblyPaise: number;
  /**
   * Cash on delivery allowed here and, when the order value is known, within the cap: the courier
   * collects the goods with their freight, so the cap is on both (assembly: codTakenFor).
   */
  codAvailable: boolean;
  /** The most cash collected for one order here (goods, freight, assembly); null when none is taken. */
  codCapPaise: number | null;
  /** What the shopper is told, in one line. */
  message: string;
}

export interface QuoteRequest {
  orderedAt: Date;
  orderValuePaise: number | null;
}

const rupees = (paise: number): string => formatRupees(paise / 100);

export const DELIVERY_QUOTE_TEXT = {
  unserved: (pincode: string): string =>
    `Sorry, we do not deliver to ${pincode} yet. Please try another pincode or contact us.`,
  freeDelivery: 'Free delivery',
  freight: (paise: number, freeAbove: number | null): string =>
    `Delivery ${rupees(paise)}${freeAbove === null ? '' : ` (free above ${rupees(freeAbove)})`}`,
  assembly: (paise: number): string => (paise === 0 ? 'Free assembly' : `Assembly ${rupees(paise)}`),
  codAvailable: 'Cash on delivery available',
  codOverCap: (cap: number): string => `Cash on delivery for orders up to ${rupees(cap)}`,
  codUnavailable: 'Cash on delivery not available',
} as const;

/**
 * The quote for a pincode from a validated table; null for a pincode that is not six digits
 * starting 1–9 (PINCODE_MESSAGES.invalid says why).
 */
export function quoteDelivery(table: DeliveryTable, pincode: string, request: QuoteRequest): DeliveryQuote | null {
  if (!isValidPincode(pincode)) return null;
  const { orderValuePaise } = request;
  const { terms } = matchDeliveryRule(table, pincode);
  if (!terms.deliverable) {
    return {
      pincode,
      deliverable: false,
      window: null,
      orderValuePaise,
      freightPaise: 0,
      freeAbovePaise: null,
      assemblyOffered: false,
      assemblyPaise: 0,
      codAvailable: false,
      codCapPaise: null,
      message: DELIVERY_QUOTE_TEXT.unserved(pincode),
    };
  }
  const freeAbovePaise = terms.freightPaise === 0 ? null : terms.freeAbovePaise;
  const shipsFree = freeAbovePaise !== null && orderValuePaise !== null && orderValuePaise >= freeAbovePaise;
  const freightPaise = shipsFree ? 0 : terms.freightPaise;
  const withinCap = orderValuePaise === null || orderValuePaise + freightPaise <= terms.codCapPaise;
  const window = deliveryWindow(request.orderedAt, terms, table.holidays);
  const quote: Omit<DeliveryQuote, 'message'> = {
    pincode,
    deliverable: true,
    window,
    orderValuePaise,
    freightPaise,
    freeAbovePaise,
    assemblyOffered: terms.assemblyOffered,
    assemblyPaise: terms.assemblyOffered ? terms.assemblyPaise : 0,
    codAvailable: terms.codAllowed && withinCap,
    codCapPaise: terms.codAllowed ? terms.codCapPaise : null,
  };
  return { ...quote, message: deliveryMessage(quote) };
}

/** "Deliver to 560034: by Tue 8 Dec – Fri 11 Dec · Free delivery · Cash on delivery available". */
export function deliveryMessage(quote: Omit<DeliveryQuote, 'message'>): string {
  if (!quote.deliverable || !quote.window) return DELIVERY_QUOTE_TEXT.unserved(quote.pincode);
  const { earliest, latest } = quote.window;
  const dates =
    earliest === latest
      ? formatDeliveryDate(earliest)
      : `${formatDeliveryDate(earliest)} \u2013 ${formatDeliveryDate(latest)}`;
  const parts = [
    `Deliver to ${quote.pincode}: by ${dates}`,
    quote.freightPaise === 0
      ? DELIVERY_QUOTE_TEXT.freeDelivery
      : DELIVERY_QUOTE_TEXT.freight(quote.freightPaise, quote.freeAbovePaise),
  ];
  if (quote.assemblyOffered) parts.push(DELIVERY_QUOTE_TEXT.assembly(quote.assemblyPaise));
  if (quote.codAvailable) parts.push(DELIVERY_QUOTE_TEXT.codAvailable);
  else if (quote.codCapPaise !== null) parts.push(DELIVERY_QUOTE_TEXT.codOverCap(quote.codCapPaise));
  else parts.push(DELIVERY_QUOTE_TEXT.codUnavailable);
  return parts.join(' \u00b7 ');
}
