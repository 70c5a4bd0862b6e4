/**
 * An order's charges besides its goods: freight and assembly, priced by the server from the
 * delivery table's answer for the order's pincode and value. The browser sends only whether the
 * shopper wants assembly; these amounts are the server's, added to what the shopper pays.
 */
import { formatRupees } from '../money';
import type { DeliveryQuote } from './quote';

/** Money in whole paise; 0 when there is none. */
export interface OrderCharges {
  freightPaise: number;
  /** Charged once per order, when the shopper asked for it and the pincode's row offers it. */
  assemblyPaise: number;
}

export const NO_ORDER_CHARGES: OrderCharges = { freightPaise: 0, assemblyPaise: 0 };

/**
 * The charges for an order whose quote was asked with its value after any discount (so the free
 * threshold is met or not by what the shopper pays for the goods). No quote (an address outside
 * India, or no pincode yet): no charges.
 */
export function orderChargesFor(quote: DeliveryQuote | null, assemblyWanted: boolean): OrderCharges {
  if (!quote || !quote.deliverable) return NO_ORDER_CHARGES;
  return {
    freightPaise: quote.freightPaise,
    assemblyPaise: assemblyWanted && quote.assemblyOffered ? quote.assemblyPaise : 0,
  };
}

export const orderChargesTotalPaise = (charges: OrderCharges): number => charges.freightPaise + charges.assemblyPaise;

/**
 * Whether cash on delivery is taken for an order on this quote: allowed for the pincode, and the
 * cash the courier collects (goods after any discount, freight and, when wanted, assembly) within
 * the row's cap. Create-order decides with it; the checkout shows the same answer before.
 */
export function codTakenFor(quote: DeliveryQuote, assemblyWanted: boolean): boolean {
  if (!quote.codAvailable || quote.codCapPaise === null) return false;
  if (quote.orderValuePaise === null) return true;
  const collectedPaise = quote.orderValuePaise + orderChargesTotalPaise(orderChargesFor(quote, assemblyWanted));
  return collectedPaise <= quote.codCapPaise;
}

export const ORDER_CHARGE_LABELS = {
  freight: 'Delivery',
  assembly: 'Assembly',
  estimated: (label: string): string => `${label} (estimated)`,
  assemblyChoice: (paise: number): string =>
    paise === 0 ? 'Add assembly (free)' : `Add assembly (${formatRupees(paise / 100)})`,
} as const;

export interface OrderChargeLine {
  kind: 'freight' | 'assembly';
  label: string;
  paise: number;
}

/**
 * The lines an order's summary shows for its charges: freight only when there is some (free
 * delivery, the seed's default, adds no line, so an order without charges reads as before), and
 * assembly when it was asked for.
 */
export function orderChargeLines(charges: OrderCharges | null | undefined, assemblyChosen = false): OrderChargeLine[] {
  if (!charges) return [];
  const lines: OrderChargeLine[] = [];
  if (charges.freightPaise > 0)
    lines.push({ kind: 'freight', label: ORDER_CHARGE_LABELS.freight, paise: charges.freightPaise });
  if (charges.assemblyPaise > 0 || assemblyChosen)
    lines.push({ kind: 'assembly', label: ORDER_CHARGE_LABELS.assembly, paise: charges.assemblyPaise });
  return lines;
}
