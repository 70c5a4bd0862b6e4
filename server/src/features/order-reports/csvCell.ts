/**
 * One CSV cell and one row, as RFC 4180 writes them, made safe to open in a spreadsheet: a cell a
 * spreadsheet would read as a formula (= + - @, tab, carriage return first) gets a leading single quote,
 * so a shopper's name like `=HYPERLINK(…)` stays text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cells joined by commas and ended with CRLF (RFC 4180's line break). */
export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte-order mark that makes Excel read the file as UTF-8 (₹, Hindi names). */
export const UTF8_BOM = '\uFEFF';
