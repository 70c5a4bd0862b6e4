/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Rule 46(b) and Rule 53: an invoice's or a credit note's serial number has at most 16 characters. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
/** Room for a six-digit serial: prefix + "/26-27/" + "000123" within 16 characters. */
export const DOCUMENT_PREFIX_MAX_LENGTH = 3;

/** An Indian financial year, 1 April to 31 March. */
export interface FinancialYear {
  /** The calendar year it starts in: 2026 for April 2026 – March 2027. */
  startYear: number;
  /** "2026-27": how accountants name it, and the key its document series is counted under. */
  label: string;
  /** "26-27": the form a document number carries, to keep within 16 characters. */
  shortLabel: string;
}

function istParts(date: Date): { year: number; month: number; day: number } {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('An invalid date has no financial year.');
  const ist = new Date(time + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth(), day: ist.getUTCDate() };
}

const twoDigits = (year: number): string => String(year % 100).padStart(2, '0');

/**
 * The financial year a moment falls in, by the date in India: 31 March 23:59 IST is still the old
 * year, 1 April 00:00 IST (31 March 18:30 UTC) the new one, whatever the server's time zone.
 */
export function financialYearOf(date: Date): FinancialYear {
  const { year, month } = istParts(date);
  const startYear = month >= 3 ? year : year - 1;
  return {
    startYear,
    label: `${startYear}-${twoDigits(startYear + 1)}`,
    shortLabel: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}`,
  };
}

/** The date in India, as an invoice prints it: "01 Apr 2027". */
export function formatIstDate(date: Date): string {
  const { year, month, day } = istParts(date);
  return `${String(day).padStart(2, '0')} ${MONTHS[month]} ${year}`;
}

/**
 * What is wrong with a document series' prefix, or undefined: 1 to 3 capital letters, digits or
 * hyphens, so a six-digit serial still fits the 16 characters the GST rules allow. `documents`
 * names the series in the message.
 */
export function documentPrefixProblem(
  prefix: string,
  documents: 'invoice' | 'credit note' = 'invoice',
): string | undefined {
  const article = documents === 'invoice' ? 'An' : 'A';
  if (!prefix) return `Enter a prefix for the ${documents} numbers.`;
  if (prefix.length > DOCUMENT_PREFIX_MAX_LENGTH) {
    return `${article} ${documents} number prefix has at most ${DOCUMENT_PREFIX_MAX_LENGTH} characters, so the number stays within the ${DOCUMENT_NUMBER_MAX_LENGTH} the GST rules allow.`;
  }
  if (!/^[A-Z0-9-]+$/.test(prefix))
    return `${article} ${documents} number prefix has only capital letters, digits and hyphens.`;
  return undefined;
}

/**
 * An invoice's or credit note's number: prefix, financial year, serial padded to six digits
 * ("LK/26-27/000123"). The serial counts from 1 in each financial year and series; unique and
 * consecutive is the caller's store's job. Throws on a bad prefix or serial, or a number over
 * 16 characters (a seven-digit serial after a three-character prefix).
 */
export function formatDocumentNumber(prefix: string, financialYear: FinancialYear, serial: number): string {
  const problem = documentPrefixProblem(prefix);
  if (problem) throw new RangeError(problem);
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`A document serial is a whole number from 1; got ${serial}.`);
  }
  const number = `${prefix}/${financialYear.shortLabel}/${String(serial).padStart(6, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `"${number}" is longer than the ${DOCUMENT_NUMBER_MAX_LENGTH} characters the GST rules allow.`,
    );
  }
  return number;
}
