import type { GstLine, GstTotals } from './tax';
import type { StateTaxName } from './states';

/** A line of an order as taxed at create-order: what an invoice prints for it. */
export interface OrderTaxLine extends GstLine {
  productId: string;
  /** The product's name as sold. */
  description: string;
  hsn: string;
  quantity: number;
  /** GST-inclusive, as the shopper saw it. */
  unitPricePaise: number;
}

/** A registered buyer's details (B2B), printed on the invoice. */
export interface OrderTaxBuyer {
  gstin: string;
  businessName: string;
}

/**
 * The GST in an order, computed by the server at create-order from the seller's settings, each
 * product's rate and the place of supply. Its charged total is the amount the shopper pays.
 */
export interface OrderTax {
  /** The seller's registered state's GST code when the order was taxed. */
  supplierStateCode: string;
  /** Where the goods go (the billing address's state): decides CGST + SGST or IGST. */
  placeOfSupplyStateCode: string;
  /**
   * True when the checkout named no state and the seller's own state was taken as the place of
   * supply (a pincode's first digit covers several states, so it cannot tell).
   */
  placeOfSupplyAssumed: boolean;
  supply: 'intra-state' | 'inter-state';
  stateTax: StateTaxName;
  buyer: OrderTaxBuyer | null;
  lines: OrderTaxLine[];
  totals: GstTotals;
}

/** The GST fields create-order accepts beside the billing details, all optional. */
export interface OrderTaxRequest {
  /** The billing address's state or union territory, its GST code ("29"): the place of supply. */
  stateCode?: string;
  /** A registered buyer's GSTIN; goes with businessName. */
  gstin?: string;
  businessName?: string;
}

export const BUSINESS_NAME_MAX_LENGTH = 200;

export const ORDER_TAX_MESSAGES = {
  unknownState: 'Choose the state or union territory of the billing address.',
  businessNameWithoutGstin: 'A business name goes with a GSTIN: enter the GSTIN too, or leave both empty.',
  businessNameMissing: 'Enter the business name the GSTIN is registered to.',
  businessNameTooLong: `The business name has at most ${BUSINESS_NAME_MAX_LENGTH} characters.`,
} as const;
