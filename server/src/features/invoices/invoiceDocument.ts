/**
 * What a GST tax invoice or credit note says, as the server issues it: every field Rule 46 (tax
 * invoice) and Rule 53 (credit note) ask for, already computed (computeGst in shared-contracts/gst).
 * A PDF is drawn from this and nothing else, so an issued document can be drawn again identically.
 */
import type { GstLine, GstTotals, StateTaxName } from 'shared-contracts/gst';

export interface InvoiceSupplier {
  legalName: string;
  gstin: string;
  /** The registered address, lines joined by "\n". */
  address: string;
  stateCode: string;
}

export interface InvoiceRecipient {
  name: string;
  /** The billing address, lines joined by "\n". */
  address: string;
  stateCode: string;
  /** A registered buyer's GSTIN (B2B); absent for a consumer. */
  gstin?: string;
}

/** A line as sold (description, HSN or a service's SAC, quantity, GST-inclusive unit price) and its tax. */
export interface InvoiceLine extends GstLine {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
}

interface DocumentCommon {
  /** The series' number, e.g. "LK/26-27/000123". */
  number: string;
  issuedAt: Date;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  /** The delivery state's GST code. */
  placeOfSupplyStateCode: string;
  supply: 'intra-state' | 'inter-state';
  stateTax: StateTaxName;
  lines: InvoiceLine[];
  totals: GstTotals;
  /** The shop's order id, for the shopper and the accountant to match the two. */
  orderId?: string;
  /** The coupon code whose discount the totals show (the lines' discounts are its shares). */
  couponCode?: string;
}

export interface TaxInvoiceDocument extends DocumentCommon {
  kind: 'tax-invoice';
}

/** Reverses (part of) an issued invoice: its lines and amounts are what is credited back. */
export interface CreditNoteDocument extends DocumentCommon {
  kind: 'credit-note';
  invoice: { number: string; issuedAt: Date };
  /** Why the supply was reversed, e.g. "Order cancelled and refunded". */
  reason: string;
}

export type InvoiceDocument = TaxInvoiceDocument | CreditNoteDocument;
