/**
 * One CSV cell and one row, as RFC 4180 writes them, made safe to open in a spreadsheet:
 * - a cell holding a separator any spreadsheet may split on (`,` `;` tab), a quote or a line break
 *   is quoted, so it stays one cell whichever separator the reader's locale picks;
 * - wherever a spreadsheet would start a cell with a formula (= + - @ or their full-width forms,
 *   also after blanks), a single quote goes first, so a shopper's name like `=HYPERLINK(…)` stays
 *   text (OWASP "CSV injection"): at the start of the value (or before a leading tab or carriage
 *   return), and after a separator or line break inside it, for a reader that splits there anyway.
 */
const FORMULA_START = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[ \u00A0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string): string {
  const inside = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  const safe = FORMULA_START.test(inside) ? `'${inside}` : inside;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Cells joined by commas and ended with CRLF (RFC 4180's line break). */
export const csvRow = (cells: readonly string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte-order mark that makes Excel read the file as UTF-8 (₹, Hindi names). */
export const UTF8_BOM = '\uFEFF';

const GUARD_AT_START = /^'(?=\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r])/;
const GUARD_AFTER_SEPARATOR = /([,;\t\r\n])'(?=[ \u00A0]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A parsed cell's text with csvCell's formula guards taken off again, so a file exported and read
 * back holds the values it was written from (a cell whose own text had such a quote loses it).
 */
export const plainCell = (cell: string): string =>
  cell.replace(GUARD_AFTER_SEPARATOR, '$1').replace(GUARD_AT_START, '');
