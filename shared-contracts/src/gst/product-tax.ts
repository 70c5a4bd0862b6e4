import { GST_RATES, isGstRate, type GstRate } from './tax';

/** What GST a product carries: its HSN code (the tariff heading an invoice prints) and its rate. */
export interface ProductTaxFacts {
  /** 4 to 8 digits, e.g. "9403" (other furniture). */
  hsn: string;
  gstRatePercent: GstRate;
}

/**
 * The shop's default for a product saved before it had tax facts: wooden furniture, HSN 9403 at
 * 18 %. (Seats are 9401 and mattresses 9404, both 18 % too; the seed data carries those.)
 */
export const DEFAULT_PRODUCT_TAX: ProductTaxFacts = { hsn: '9403', gstRatePercent: 18 };

const HSN = /^\d{4,8}$/;

export const isHsnCode = (value: unknown): value is string => typeof value === 'string' && HSN.test(value);

export const PRODUCT_TAX_MESSAGES = {
  hsn: 'An HSN code has 4 to 8 digits (e.g. 9403 for wooden furniture).',
  gstRatePercent: `The GST rate must be one of ${GST_RATES.join(', ')} %.`,
} as const;

/** A product's tax facts, its own where it has them and the shop's default otherwise. */
export function productTaxFacts(product: { hsn?: string; gstRatePercent?: number }): ProductTaxFacts {
  return {
    hsn: isHsnCode(product.hsn) ? product.hsn : DEFAULT_PRODUCT_TAX.hsn,
    gstRatePercent: isGstRate(product.gstRatePercent) ? product.gstRatePercent : DEFAULT_PRODUCT_TAX.gstRatePercent,
  };
}
