/** An order's stored GST breakup ↔ OrderTax, read leniently: anything malformed reads as no breakup. */
import { isGstRate, type GstTotals, type OrderTax, type OrderTaxLine } from 'shared-contracts/gst';
import type { DocumentData, JsonValue } from '../../storage/port';

const isFields = (value: JsonValue | undefined): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const paise = (value: JsonValue | undefined): number => (Number.isSafeInteger(value) ? (value as number) : 0);

const TOTALS = ['grossPaise', 'discountPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'chargedPaise'];

function toTotals(fields: DocumentData): GstTotals {
  return Object.fromEntries(TOTALS.map((name) => [name, paise(fields[name])])) as unknown as GstTotals;
}

function toLine(fields: DocumentData): OrderTaxLine | null {
  if (!isGstRate(fields.ratePercent)) return null;
  return {
    ...toTotals(fields),
    ratePercent: fields.ratePercent,
    productId: text(fields.productId),
    description: text(fields.description),
    hsn: text(fields.hsn),
    quantity: paise(fields.quantity),
    unitPricePaise: paise(fields.unitPricePaise),
  };
}

export function toOrderTax(value: JsonValue | undefined): OrderTax | null {
  if (!isFields(value) || !Array.isArray(value.lines) || !isFields(value.totals)) return null;
  const lines = value.lines.filter(isFields).map(toLine);
  if (lines.some((line) => line === null)) return null;
  const buyer = isFields(value.buyer)
    ? { gstin: text(value.buyer.gstin), businessName: text(value.buyer.businessName) }
    : null;
  return {
    supplierStateCode: text(value.supplierStateCode),
    placeOfSupplyStateCode: text(value.placeOfSupplyStateCode),
    placeOfSupplyAssumed: value.placeOfSupplyAssumed === true,
    supply: value.supply === 'inter-state' ? 'inter-state' : 'intra-state',
    stateTax: value.stateTax === 'UTGST' ? 'UTGST' : 'SGST',
    buyer,
    lines: lines as OrderTaxLine[],
    totals: toTotals(value.totals),
  };
}

export function fromOrderTax(tax: OrderTax): DocumentData {
  return {
    ...tax,
    buyer: tax.buyer ? { ...tax.buyer } : null,
    lines: tax.lines.map((line) => ({ ...line })),
    totals: { ...tax.totals },
  };
}
