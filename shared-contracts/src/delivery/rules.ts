/**
 * The seller's delivery table: rows for pincode prefixes or ranges, and terms for the rest of India.
 *
 * Which row answers for a pincode: of the rows whose pincodes include it, the one that covers the
 * fewest pincodes. A prefix of n digits covers 10^(6-n) pincodes, so a longer prefix beats a
 * shorter one; a range covers (last - first + 1), so a range inside a prefix beats the prefix and a
 * narrower range beats a wider one. Two rows that overlap and cover as many pincodes each (the same
 * prefix twice, or `560` beside `560000-560999`) have no winner: the table is refused. A pincode no
 * row includes gets the rest-of-India terms.
 */
import { isValidPincode } from './pincode';

/** What the seller offers where a row applies. Money in whole paise. */
export interface DeliveryTerms {
  deliverable: boolean;
  /** Working days (not Sundays, not the seller's holidays) from the order day to the delivery. */
  minDays: number;
  maxDays: number;
  /** Freight for an order below `freeAbovePaise`; 0 is free delivery. */
  freightPaise: number;
  /** An order worth at least this much ships free; null: the freight always applies. */
  freeAbovePaise: number | null;
  assemblyOffered: boolean;
  assemblyPaise: number;
  codAllowed: boolean;
  /** The largest order cash on delivery is offered for (when codAllowed). */
  codCapPaise: number;
}

/** One row: a prefix (`560`, 1–6 digits) or an inclusive range (`400001-400104`), and its terms. */
export interface DeliveryRule extends DeliveryTerms {
  pincodes: string;
}

export interface DeliveryTable {
  rules: DeliveryRule[];
  /** The terms for every pincode no row includes. */
  restOfIndia: DeliveryTerms;
  /** Days the seller does not deliver, besides Sundays: ISO dates (`2026-11-08`), in India. */
  holidays: string[];
  /**
   * A cash-on-delivery order must be confirmed by the shopper within COD_CONFIRMATION_HOURS, or it is
   * cancelled and its stock returns (absent: no, as from servers older than the setting).
   */
  confirmCashOnDelivery?: boolean;
}

export const DELIVERY_LIMITS = {
  rules: 1000,
  holidays: 400,
  days: 120,
  /** ₹1 crore: more than any order or freight of this shop, small enough to stay an exact integer. */
  paise: 1_000_000_000,
} as const;

/** The seed and the default: free delivery everywhere, 7–12 working days, cash on delivery up to ₹50,000. */
export const DEFAULT_DELIVERY_TABLE: DeliveryTable = {
  rules: [],
  restOfIndia: {
    deliverable: true,
    minDays: 7,
    maxDays: 12,
    freightPaise: 0,
    freeAbovePaise: null,
    assemblyOffered: false,
    assemblyPaise: 0,
    codAllowed: true,
    codCapPaise: 5_000_000,
  },
  holidays: [],
  confirmCashOnDelivery: false,
};

/** The pincodes a row covers, as numbers: `first` to `last` inclusive. */
export interface PincodeSpan {
  kind: 'prefix' | 'range';
  /** The canonical text: the prefix, or `first-last`. */
  text: string;
  first: number;
  last: number;
}

const PREFIX = /^[1-9]\d{0,5}$/;
// A hyphen, an en dash or an em dash, as a spreadsheet may turn one into another.
const RANGE = /^(\d{6})\s*[-\u2013\u2014]\s*(\d{6})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DELIVERY_RULE_MESSAGES = {
  pincodes:
    'pincodes must be a prefix of 1 to 6 digits not starting with 0 (560) or a range of two pincodes (400001-400104)',
  rangeEnd: (end: string): string => `${end} is not a pincode (6 digits, not starting with 0)`,
  rangeOrder: 'a range must start at its smaller pincode',
  minDays: `minDays must be a whole number from 1 to ${DELIVERY_LIMITS.days} where delivered`,
  maxDays: `maxDays must be a whole number from 1 to ${DELIVERY_LIMITS.days} where delivered`,
  dayOrder: 'minDays must not be more than maxDays',
  paise: (field: string): string => `${field} must be a whole number of paise from 0 to ${DELIVERY_LIMITS.paise}`,
  codCap: 'codCapPaise must be more than 0 when cash on delivery is allowed',
  tooManyRules: `A delivery table has at most ${DELIVERY_LIMITS.rules} rows.`,
  tooManyHolidays: `A delivery table has at most ${DELIVERY_LIMITS.holidays} holidays.`,
  holiday: (value: string): string => `Holiday ${JSON.stringify(value)} is not a date written as YYYY-MM-DD.`,
  sameSize: (other: string): string =>
    `overlaps ${other} and covers as many pincodes, so neither is more specific: make one of them narrower`,
} as const;

/** A row's pincodes, or the reason they are not a prefix or a range. */
export function parsePincodes(value: string): PincodeSpan | string {
  const text = value.trim();
  if (PREFIX.test(text)) {
    const padding = 6 - text.length;
    return {
      kind: 'prefix',
      text,
      first: Number(text + '0'.repeat(padding)),
      last: Number(text + '9'.repeat(padding)),
    };
  }
  const range = RANGE.exec(text);
  if (!range) return DELIVERY_RULE_MESSAGES.pincodes;
  const [, start = '', end = ''] = range;
  for (const pincode of [start, end]) if (!isValidPincode(pincode)) return DELIVERY_RULE_MESSAGES.rangeEnd(pincode);
  if (Number(start) > Number(end)) return DELIVERY_RULE_MESSAGES.rangeOrder;
  return { kind: 'range', text: `${start}-${end}`, first: Number(start), last: Number(end) };
}

const spanSize = (span: PincodeSpan): number => span.last - span.first + 1;
const isWhole = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with a row's terms (an empty list when nothing is). */
export function termsProblems(terms: DeliveryTerms): string[] {
  const problems: string[] = [];
  const paise = (field: keyof DeliveryTerms, value: number) => {
    if (!isWhole(value, 0, DELIVERY_LIMITS.paise)) problems.push(DELIVERY_RULE_MESSAGES.paise(field));
  };
  // A row that is not delivered to has no days to speak of: 0 is fine there.
  const fewestDays = terms.deliverable ? 1 : 0;
  const minOk = isWhole(terms.minDays, fewestDays, DELIVERY_LIMITS.days);
  const maxOk = isWhole(terms.maxDays, fewestDays, DELIVERY_LIMITS.days);
  if (!minOk) problems.push(DELIVERY_RULE_MESSAGES.minDays);
  if (!maxOk) problems.push(DELIVERY_RULE_MESSAGES.maxDays);
  if (minOk && maxOk && terms.minDays > terms.maxDays) problems.push(DELIVERY_RULE_MESSAGES.dayOrder);
  paise('freightPaise', terms.freightPaise);
  if (terms.freeAbovePaise !== null) paise('freeAbovePaise', terms.freeAbovePaise);
  paise('assemblyPaise', terms.assemblyPaise);
  paise('codCapPaise', terms.codCapPaise);
  if (terms.codAllowed && terms.codCapPaise === 0) problems.push(DELIVERY_RULE_MESSAGES.codCap);
  return problems;
}

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** How a row is named in a message: `Row 2 (560)`, its 1-based position and its pincodes. */
export const ruleLabel = (index: number, pincodes: string): string => `Row ${index + 1} (${pincodes.trim()})`;

/**
 * Every problem of a table, one sentence each, each naming its row (`Row 2 (560): …`, or as
 * `label` names it: a CSV import names lines), the rest of India, or the holidays; an empty list
 * for a table that can be stored.
 */
export function validateDeliveryTable(
  table: DeliveryTable,
  label: (index: number, pincodes: string) => string = ruleLabel,
): string[] {
  const problems: string[] = [];
  if (table.rules.length > DELIVERY_LIMITS.rules) problems.push(DELIVERY_RULE_MESSAGES.tooManyRules);
  if (table.holidays.length > DELIVERY_LIMITS.holidays) problems.push(DELIVERY_RULE_MESSAGES.tooManyHolidays);
  for (const problem of termsProblems(table.restOfIndia)) problems.push(`Rest of India: ${problem}.`);

  const spans: Array<{ index: number; span: PincodeSpan }> = [];
  table.rules.forEach((rule, index) => {
    const name = label(index, rule.pincodes);
    const span = parsePincodes(rule.pincodes);
    if (typeof span === 'string') problems.push(`${name}: ${span}.`);
    else spans.push({ index, span });
    for (const problem of termsProblems(rule)) problems.push(`${name}: ${problem}.`);
  });

  // Sorted by first pincode, each row meets only the rows that start before it ends.
  spans.sort((a, b) => a.span.first - b.span.first || a.index - b.index);
  spans.forEach(({ index, span }, position) => {
    for (let next = position + 1; next < spans.length; next += 1) {
      const other = spans[next];
      if (!other || other.span.first > span.last) break;
      if (spanSize(other.span) !== spanSize(span)) continue;
      const [earlier, later] = index < other.index ? [index, other.index] : [other.index, index];
      const laterRule = table.rules[later];
      const earlierRule = table.rules[earlier];
      if (!laterRule || !earlierRule) continue;
      problems.push(
        `${label(later, laterRule.pincodes)}: ${DELIVERY_RULE_MESSAGES.sameSize(label(earlier, earlierRule.pincodes))}.`,
      );
    }
  });

  for (const holiday of table.holidays) if (!isIsoDate(holiday)) problems.push(DELIVERY_RULE_MESSAGES.holiday(holiday));
  return problems;
}

/** The terms that answer for a pincode, and which row they came from (null: the rest of India). */
export interface MatchedTerms {
  terms: DeliveryTerms;
  /** The row's pincodes as written, or null for the rest of India. */
  rule: string | null;
}

/**
 * The terms for a valid pincode (see the precedence above). A row whose pincodes do not parse is
 * skipped: a stored table has been validated, so that only happens to a table typed by hand.
 */
export function matchDeliveryRule(table: DeliveryTable, pincode: string): MatchedTerms {
  const value = Number(pincode);
  let best: { rule: DeliveryRule; size: number } | null = null;
  for (const rule of table.rules) {
    const span = parsePincodes(rule.pincodes);
    if (typeof span === 'string' || value < span.first || value > span.last) continue;
    const size = spanSize(span);
    if (!best || size < best.size) best = { rule, size };
  }
  if (!best) return { terms: table.restOfIndia, rule: null };
  const { pincodes, ...terms } = best.rule;
  return { terms, rule: pincodes };
}
