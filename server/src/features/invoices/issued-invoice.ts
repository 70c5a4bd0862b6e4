/**
 * invoices/{orderId}: the tax invoice issued for a paid order, one per order, written once with its
 * series' next serial and never changed (a correction is a credit note). It keeps everything the
 * PDF prints, the seller's details as they were when it was issued, so it can be drawn again
 * identically whatever the settings say later.
 */
import type { OrderCoupon } from 'shared-contracts';
import type { OrderTax } from 'shared-contracts/gst';
import type { DocumentData, JsonValue } from '../../storage/port';
import { fromOrderTax, toOrderTax } from '../gst-orders/order-tax-record';
import type { CreditNoteDocument, InvoiceRecipient, InvoiceSupplier, TaxInvoiceDocument } from './invoiceDocument';

export interface IssuedInvoice {
  orderId: string;
  /** The order's shopper: who may download it besides an admin. */
  uid: string;
  /** "LK/26-27/000123". */
  number: string;
  /** The series' id (prefix and financial year) and the serial within it. */
  series: string;
  serial: number;
  /** ISO time. */
  issuedAt: string;
  supplier: InvoiceSupplier;
  recipient: InvoiceRecipient;
  tax: OrderTax;
  /** The coupon the order was priced with: its discount is the tax breakup's (spread over the lines). */
  coupon?: OrderCoupon;
}

const isFields = (value: JsonValue | undefined): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

function couponOf(value: JsonValue | undefined): { coupon?: OrderCoupon } {
  if (!isFields(value) || typeof value.code !== 'string' || !Number.isSafeInteger(value.discountPaise)) return {};
  return { coupon: { code: value.code, discountPaise: value.discountPaise as number } };
}

export function toIssuedInvoice(data: DocumentData | null): IssuedInvoice | null {
  if (!data || !isFields(data.supplier) || !isFields(data.recipient)) return null;
  const tax = toOrderTax(data.tax);
  if (!tax || typeof data.serial !== 'number') return null;
  const { supplier, recipient } = data;
  return {
    orderId: text(data.orderId),
    uid: text(data.uid),
    number: text(data.number),
    series: text(data.series),
    serial: data.serial,
    issuedAt: text(data.issuedAt),
    supplier: {
      legalName: text(supplier.legalName),
      gstin: text(supplier.gstin),
      address: text(supplier.address),
      stateCode: text(supplier.stateCode),
    },
    recipient: {
      name: text(recipient.name),
      address: text(recipient.address),
      stateCode: text(recipient.stateCode),
      ...(typeof recipient.gstin === 'string' ? { gstin: recipient.gstin } : {}),
    },
    tax,
    ...couponOf(data.coupon),
  };
}

export function fromIssuedInvoice({ coupon, ...invoice }: IssuedInvoice): DocumentData {
  return {
    ...invoice,
    supplier: { ...invoice.supplier },
    recipient: { ...invoice.recipient },
    tax: fromOrderTax(invoice.tax),
    ...(coupon ? { coupon: { ...coupon } } : {}),
  };
}

/** What renderInvoicePdf draws for an issued invoice. */
export function taxInvoiceDocument(invoice: IssuedInvoice): TaxInvoiceDocument {
  const { tax } = invoice;
  return {
    kind: 'tax-invoice',
    number: invoice.number,
    issuedAt: new Date(invoice.issuedAt),
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupplyStateCode: tax.placeOfSupplyStateCode,
    supply: tax.supply,
    stateTax: tax.stateTax,
    lines: tax.lines.map(({ productId: _productId, ...line }) => line),
    totals: tax.totals,
    orderId: invoice.orderId,
    ...(invoice.coupon ? { couponCode: invoice.coupon.code } : {}),
  };
}

/**
 * creditNotes/{orderId}: the credit note of a cancelled and refunded order, reversing its whole
 * invoice (the same lines and tax), numbered in its own series; written once, never changed.
 */
export interface IssuedCreditNote extends IssuedInvoice {
  invoice: { number: string; issuedAt: string };
  reason: string;
}

export function toIssuedCreditNote(data: DocumentData | null): IssuedCreditNote | null {
  const common = toIssuedInvoice(data);
  if (!common || !data || !isFields(data.invoice)) return null;
  return {
    ...common,
    invoice: { number: text(data.invoice.number), issuedAt: text(data.invoice.issuedAt) },
    reason: text(data.reason),
  };
}

export function fromIssuedCreditNote(note: IssuedCreditNote): DocumentData {
  return { ...fromIssuedInvoice(note), invoice: { ...note.invoice }, reason: note.reason };
}

/** What renderInvoicePdf draws for an issued credit note. */
export function creditNoteDocument(note: IssuedCreditNote): CreditNoteDocument {
  return {
    ...taxInvoiceDocument(note),
    kind: 'credit-note',
    invoice: { number: note.invoice.number, issuedAt: new Date(note.invoice.issuedAt) },
    reason: note.reason,
  };
}
