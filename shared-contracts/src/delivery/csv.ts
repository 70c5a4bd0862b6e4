/**
 * The delivery table as a CSV file the seller edits in a spreadsheet: a header line, then one line
 * per row, the rest of India as the row whose pincodes are `default`. Cells are RFC 4180 (quoted
 * when they hold a comma, a quote or a line break; `""` inside quotes is a quote). Booleans are
 * `yes`/`no`, money whole paise, an empty free_above_paise "never free". Holidays are not in the
 * file: an import keeps the table's holidays.
 *
 * Import is all or nothing: every bad line is reported with its line number, and no table is
 * returned unless every line is good.
 */
import { validateDeliveryTable, type DeliveryRule, type DeliveryTable, type DeliveryTerms } from './rules';

export const DELIVERY_CSV_COLUMNS = [
  'pincodes',
  'deliverable',
  'min_days',
  'max_days',
  'freight_paise',
  'free_above_paise',
  'assembly',
  'assembly_paise',
  'cod',
  'cod_cap_paise',
] as const;
type Column = (typeof DELIVERY_CSV_COLUMNS)[number];

/** The pincodes cell of the rest-of-India row. */
export const REST_OF_INDIA_CSV = 'default';

export const DELIVERY_CSV_MESSAGES = {
  empty: 'The file is empty: it needs a header line and a row for each prefix or range.',
  header: `Line 1: the header must name the columns ${DELIVERY_CSV_COLUMNS.join(', ')}.`,
  unclosedQuote: (line: number): string => `Line ${line}: a quoted cell is not closed.`,
  cellCount: (line: number, count: number): string =>
    `Line ${line}: ${count} cells where the header has ${DELIVERY_CSV_COLUMNS.length}.`,
  boolean: (line: number, column: string): string => `Line ${line}: ${column} must be yes or no.`,
  number: (line: number, column: string): string => `Line ${line}: ${column} must be a whole number.`,
  noDefault: `No row for the rest of India: add a line whose pincodes are "${REST_OF_INDIA_CSV}".`,
  twoDefaults: (line: number, first: number): string =>
    `Line ${line}: the rest of India is already on line ${first}; keep one.`,
} as const;

/** One parsed line: its cells and the line number it starts on (1-based, as an editor counts). */
interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180 records; a blank line is no record. Returns the line of an unclosed quote instead. */
function parseCsv(text: string): CsvRecord[] | { unclosedAt: number } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return { unclosedAt: quoteLine };
  endRecord();
  return records;
}

const YES = new Set(['yes', 'y', 'true']);
const NO = new Set(['no', 'n', 'false']);
const WHOLE = /^\d+$/;

/**
 * The table a CSV file describes, or every reason it cannot be imported. The file holds the rows
 * and the rest of India; the table's own fields (`kept`: its holidays, whether cash-on-delivery
 * orders wait for a confirmation) are the stored table's.
 */
export function importDeliveryCsv(
  text: string,
  kept: Pick<DeliveryTable, 'holidays' | 'confirmCashOnDelivery'>,
): { ok: true; table: DeliveryTable } | { ok: false; problems: string[] } {
  const parsed = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!Array.isArray(parsed)) return { ok: false, problems: [DELIVERY_CSV_MESSAGES.unclosedQuote(parsed.unclosedAt)] };
  const [header, ...records] = parsed;
  if (!header) return { ok: false, problems: [DELIVERY_CSV_MESSAGES.empty] };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const position = new Map(names.map((name, index) => [name, index]));
  if (names.length !== DELIVERY_CSV_COLUMNS.length || DELIVERY_CSV_COLUMNS.some((column) => !position.has(column))) {
    return { ok: false, problems: [DELIVERY_CSV_MESSAGES.header] };
  }

  const problems: string[] = [];
  const rules: DeliveryRule[] = [];
  const ruleLines: number[] = [];
  let restOfIndia: { terms: DeliveryTerms; line: number } | null = null;
  for (const { line, cells } of records) {
    if (cells.length !== DELIVERY_CSV_COLUMNS.length) {
      problems.push(DELIVERY_CSV_MESSAGES.cellCount(line, cells.length));
      continue;
    }
    const cell = (column: Column): string => (cells[position.get(column) ?? -1] ?? '').trim();
    const lineProblems: string[] = [];
    const flag = (column: Column): boolean => {
      const value = cell(column).toLowerCase();
      if (YES.has(value)) return true;
      if (!NO.has(value)) lineProblems.push(DELIVERY_CSV_MESSAGES.boolean(line, column));
      return false;
    };
    const whole = (column: Column): number => {
      const value = cell(column);
      if (WHOLE.test(value)) return Number(value);
      lineProblems.push(DELIVERY_CSV_MESSAGES.number(line, column));
      return 0;
    };
    const terms: DeliveryTerms = {
      deliverable: flag('deliverable'),
      minDays: whole('min_days'),
      maxDays: whole('max_days'),
      freightPaise: whole('freight_paise'),
      freeAbovePaise: cell('free_above_paise') === '' ? null : whole('free_above_paise'),
      assemblyOffered: flag('assembly'),
      assemblyPaise: whole('assembly_paise'),
      codAllowed: flag('cod'),
      codCapPaise: whole('cod_cap_paise'),
    };
    problems.push(...lineProblems);
    const pincodes = cell('pincodes');
    if (pincodes.toLowerCase() === REST_OF_INDIA_CSV) {
      if (restOfIndia) problems.push(DELIVERY_CSV_MESSAGES.twoDefaults(line, restOfIndia.line));
      else restOfIndia = { terms, line };
    } else {
      rules.push({ pincodes, ...terms });
      ruleLines.push(line);
    }
  }
  if (!restOfIndia) problems.push(DELIVERY_CSV_MESSAGES.noDefault);
  if (problems.length > 0 || !restOfIndia) return { ok: false, problems };

  const table: DeliveryTable = {
    rules,
    restOfIndia: restOfIndia.terms,
    holidays: [...kept.holidays],
    ...(kept.confirmCashOnDelivery === undefined ? {} : { confirmCashOnDelivery: kept.confirmCashOnDelivery }),
  };
  const defaultLine = restOfIndia.line;
  const tableProblems = validateDeliveryTable(
    table,
    (index, pincodes) => `Line ${ruleLines[index] ?? '?'} (${pincodes.trim()})`,
  ).map((problem) => problem.replace(/^Rest of India:/, `Line ${defaultLine} (${REST_OF_INDIA_CSV}):`));
  return tableProblems.length > 0 ? { ok: false, problems: tableProblems } : { ok: true, table };
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvCell = (value: string): string => (NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

function termCells(pincodes: string, terms: DeliveryTerms): string[] {
  return [
    pincodes,
    yesNo(terms.deliverable),
    String(terms.minDays),
    String(terms.maxDays),
    String(terms.freightPaise),
    terms.freeAbovePaise === null ? '' : String(terms.freeAbovePaise),
    yesNo(terms.assemblyOffered),
    String(terms.assemblyPaise),
    yesNo(terms.codAllowed),
    String(terms.codCapPaise),
  ];
}

/** The table as CSV: the header, the rest of India, then the rows in order; CRLF line ends. */
export function exportDeliveryCsv(table: DeliveryTable): string {
  const lines = [
    [...DELIVERY_CSV_COLUMNS],
    termCells(REST_OF_INDIA_CSV, table.restOfIndia),
    ...table.rules.map(({ pincodes, ...terms }) => termCells(pincodes, terms)),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
