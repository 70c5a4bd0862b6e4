import { gstStateByCode, type StateTaxName } from './states';

/** The GST rates a product may carry, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

export function isGstRate(value: unknown): value is GstRate {
  return (GST_RATES as readonly unknown[]).includes(value);
}

/** One line of a basket: the GST-inclusive price the shopper sees, in paise. */
export interface GstLineInput {
  unitPricePaise: number;
  quantity: number;
  ratePercent: GstRate;
  /** A discount on this line alone (e.g. a product's coupon), in paise, before tax. */
  discountPaise?: number;
}

export interface GstBasketInput {
  lines: readonly GstLineInput[];
  /** The seller's registered state's GST code. */
  supplierStateCode: string;
  /** Where the goods are delivered (the shipping state's GST code): decides CGST + SGST or IGST. */
  placeOfSupplyStateCode: string;
  /** A discount on the whole order, spread over the lines by their value (after their own discounts). */
  orderDiscountPaise?: number;
}

export interface GstLine {
  /** unit price × quantity, GST-inclusive. */
  grossPaise: number;
  /** The line's own discount plus its share of the order's. */
  discountPaise: number;
  /** What the shopper pays for the line: gross − discount = taxable + tax. */
  chargedPaise: number;
  taxablePaise: number;
  ratePercent: GstRate;
  cgstPaise: number;
  /** SGST or UTGST (see GstBreakup.stateTax); equal to CGST. */
  sgstPaise: number;
  igstPaise: number;
}

export interface GstTotals {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The invoice total: the sum of the lines' charged amounts, = taxable + CGST + SGST + IGST. */
  chargedPaise: number;
}

export interface GstBreakup {
  /** intra-state: CGST + SGST (or UTGST); inter-state: IGST. */
  supply: 'intra-state' | 'inter-state';
  /** The name of the state's half of an intra-state supply's tax. */
  stateTax: StateTaxName;
  lines: GstLine[];
  totals: GstTotals;
}

/** A basket the tax rules cannot price (a caller's bug or an unchecked input), said plainly. */
export class GstInputError extends Error {
  override name = 'GstInputError';
}

/** Large enough for any shop's order, small enough that amount × 200 stays an exact double. */
const MAX_AMOUNT_PAISE = 10 ** 12;

function requireAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_AMOUNT_PAISE) {
    throw new GstInputError(`${what} must be a whole number of paise from 0 to ${MAX_AMOUNT_PAISE}; got ${value}.`);
  }
}

/** numerator / denominator rounded to the nearest integer, halves up (both non-negative). */
function roundedQuotient(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits a discount over amounts in proportion to them, in whole paise, so the shares add up to the
 * discount exactly: each share is rounded down, and the paise left over go one each to the amounts
 * whose shares lost the most to rounding (largest remainder; the earlier line on a tie). No share
 * exceeds its amount. BigInt because discount × amount can pass 2^53.
 */
export function spreadDiscount(amountsPaise: readonly number[], discountPaise: number): number[] {
  amountsPaise.forEach((amount, index) => requireAmount(amount, `Amount ${index + 1}`));
  requireAmount(discountPaise, 'The discount');
  const total = amountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (discountPaise > total) {
    throw new GstInputError(`A discount of ${discountPaise} paise is more than the ${total} paise it applies to.`);
  }
  if (discountPaise === 0) return amountsPaise.map(() => 0);
  const discount = BigInt(discountPaise);
  const whole = BigInt(total);
  const shares = amountsPaise.map((amount) => {
    const product = discount * BigInt(amount);
    return { share: Number(product / whole), remainder: product % whole };
  });
  let left = discountPaise - shares.reduce((sum, entry) => sum + entry.share, 0);
  const byRemainder = shares
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((entry) => entry.share);
  for (const entry of byRemainder) {
    if (left === 0) break;
    result[entry.index] = (result[entry.index] as number) + 1;
    left -= 1;
  }
  return result;
}

/**
 * The GST in a basket priced GST-inclusive, line by line, to the paisa.
 *
 * Rounding rule: the tax is taken out of each line's charged amount (price × quantity − discount)
 * and rounded to the nearest paisa, halves up; the taxable value is what remains. For an
 * intra-state supply the rounded amount is the half (CGST, and SGST equal to it):
 *   half = round(charged × rate / (2 × (100 + rate))), taxable = charged − 2 × half;
 * for an inter-state supply, IGST = round(charged × rate / (100 + rate)), taxable = charged − IGST.
 * Why: the shopper pays the shown price, so the invoice total must equal the amount charged; CGST
 * and SGST are levied at equal rates, so an invoice showing them a paisa apart looks wrong to an
 * accountant and a tax officer; and Rule 46 asks for the taxable value and each tax per line, so
 * each line stands on its own and the totals are plain sums. Rounding each half rather than the
 * whole tax is what keeps the halves equal when the tax has an odd paisa. The cost: a line's tax can
 * differ from taxable × rate by under one paisa (no split of an inclusive price can always meet
 * total, equal halves and exact rate together), and the same line's taxable value can be a paisa
 * apart between an intra-state and an inter-state sale. Section 170's rounding to the rupee is for
 * the tax paid with the returns, not for the invoice's lines.
 *
 * The discount comes off before tax (so the tax is on what is actually charged): a line's own
 * discount first, then the order's spread over the lines by spreadDiscount.
 */
export function computeGst(input: GstBasketInput): GstBreakup {
  const supplier = gstStateByCode(input.supplierStateCode);
  if (!supplier) throw new GstInputError(`"${input.supplierStateCode}" is not a state or union territory's GST code.`);
  if (!gstStateByCode(input.placeOfSupplyStateCode)) {
    throw new GstInputError(`"${input.placeOfSupplyStateCode}" is not a state or union territory's GST code.`);
  }
  const intraState = input.supplierStateCode === input.placeOfSupplyStateCode;

  const afterOwnDiscount = input.lines.map((line, index) => {
    const what = `Line ${index + 1}`;
    if (!isGstRate(line.ratePercent)) {
      throw new GstInputError(`${what}'s GST rate must be one of ${GST_RATES.join(', ')} %; got ${line.ratePercent}.`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new GstInputError(`${what}'s quantity must be a whole number of at least 1; got ${line.quantity}.`);
    }
    requireAmount(line.unitPricePaise, `${what}'s unit price`);
    const gross = line.unitPricePaise * line.quantity;
    requireAmount(gross, `${what}'s price × quantity`);
    const own = line.discountPaise ?? 0;
    requireAmount(own, `${what}'s discount`);
    if (own > gross) throw new GstInputError(`${what}'s discount of ${own} paise is more than its ${gross} paise.`);
    return { gross, own, net: gross - own };
  });
  const orderShares = spreadDiscount(
    afterOwnDiscount.map((line) => line.net),
    input.orderDiscountPaise ?? 0,
  );

  const lines = input.lines.map((line, index): GstLine => {
    const { gross, net } = afterOwnDiscount[index] as (typeof afterOwnDiscount)[number];
    const charged = net - (orderShares[index] as number);
    const rate = line.ratePercent;
    const base = { grossPaise: gross, discountPaise: gross - charged, chargedPaise: charged, ratePercent: rate };
    if (intraState) {
      const half = roundedQuotient(charged * rate, 2 * (100 + rate));
      return { ...base, taxablePaise: charged - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
    }
    const igst = roundedQuotient(charged * rate, 100 + rate);
    return { ...base, taxablePaise: charged - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
  });

  const sum = (pick: (line: GstLine) => number): number => lines.reduce((total, line) => total + pick(line), 0);
  return {
    supply: intraState ? 'intra-state' : 'inter-state',
    stateTax: supplier.stateTax,
    lines,
    totals: {
      grossPaise: sum((line) => line.grossPaise),
      discountPaise: sum((line) => line.discountPaise),
      taxablePaise: sum((line) => line.taxablePaise),
      cgstPaise: sum((line) => line.cgstPaise),
      sgstPaise: sum((line) => line.sgstPaise),
      igstPaise: sum((line) => line.igstPaise),
      chargedPaise: sum((line) => line.chargedPaise),
    },
  };
}
