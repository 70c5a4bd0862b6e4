/**
 * An order's freight and assembly, priced at create-order from the delivery table's answer for its
 * address (asked with the goods' value after any discount, so the free threshold is met by what the
 * shopper pays for the goods). The browser only says whether assembly is wanted: every amount here
 * is the server's, and what is charged is the goods plus these.
 */
import {
  orderChargesFor,
  orderChargesTotalPaise,
  type DeliveryQuote,
  type OrderCharges,
} from 'shared-contracts/delivery';

export interface PricedOrderCharges {
  charges: OrderCharges;
  /** What the shopper pays: the goods after any discount plus the charges, in paise. */
  chargedPaise: number;
  /** Whether the order carries any charge (an order without one is stored as before). */
  any: boolean;
}

export function priceOrderCharges(
  delivery: DeliveryQuote | null,
  goodsPaise: number,
  assemblyWanted: boolean,
): PricedOrderCharges {
  const charges = orderChargesFor(delivery, assemblyWanted);
  const total = orderChargesTotalPaise(charges);
  return { charges, chargedPaise: goodsPaise + total, any: total > 0 };
}
