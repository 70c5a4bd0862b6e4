/**
 * The delivery table as the admin edits it: money typed in rupees (stored in paise), days and
 * money as the text typed, so a half-typed "499." stays on screen. `toTable` turns a draft back
 * into a DeliveryTable, or says which cells are not numbers before anything is sent.
 */
import { ruleLabel, type DeliveryRule, type DeliveryTable, type DeliveryTerms } from 'shared-contracts/delivery';

export interface TermsDraft {
  deliverable: boolean;
  minDays: string;
  maxDays: string;
  freight: string;
  /** Empty: no order ships free. */
  freeAbove: string;
  assemblyOffered: boolean;
  assembly: string;
  codAllowed: boolean;
  codCap: string;
}

export interface RuleDraft extends TermsDraft {
  /** Stable across edits and removals, for React keys and labels' ids. */
  key: string;
  pincodes: string;
}

export interface TableDraft {
  rules: RuleDraft[];
  restOfIndia: TermsDraft;
  /** One YYYY-MM-DD a line. */
  holidays: string;
  /** Cash-on-delivery orders wait for the shopper's confirmation (DeliveryTable.confirmCashOnDelivery). */
  confirmCashOnDelivery: boolean;
}

export const REST_OF_INDIA = 'Rest of India';

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,3}$/;

/** Paise as the rupees an admin reads and types: 49900 → "499", 49950 → "499.50". */
export const rupeesText = (paise: number): string =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/** "499.5" → 49950; null for text that is not an amount in rupees (at most two decimals). */
export function paiseOf(text: string): number | null {
  const trimmed = text.trim();
  if (!RUPEES.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function termsDraft(terms: DeliveryTerms): TermsDraft {
  return {
    deliverable: terms.deliverable,
    minDays: String(terms.minDays),
    maxDays: String(terms.maxDays),
    freight: rupeesText(terms.freightPaise),
    freeAbove: terms.freeAbovePaise === null ? '' : rupeesText(terms.freeAbovePaise),
    assemblyOffered: terms.assemblyOffered,
    assembly: rupeesText(terms.assemblyPaise),
    codAllowed: terms.codAllowed,
    codCap: rupeesText(terms.codCapPaise),
  };
}

let nextKey = 0;
export const newRuleKey = (): string => `rule-${(nextKey += 1)}`;

export function tableDraft(table: DeliveryTable): TableDraft {
  return {
    rules: table.rules.map((rule) => ({ key: newRuleKey(), pincodes: rule.pincodes, ...termsDraft(rule) })),
    restOfIndia: termsDraft(table.restOfIndia),
    holidays: table.holidays.join('\n'),
    confirmCashOnDelivery: table.confirmCashOnDelivery === true,
  };
}

/** A new row: the rest of India's terms for pincodes still to type. */
export const newRule = (key: string, restOfIndia: TermsDraft): RuleDraft => ({ key, pincodes: '', ...restOfIndia });

export const DRAFT_MESSAGES = {
  days: (field: string): string => `${field} must be a whole number of days`,
  rupees: (field: string): string => `${field} must be an amount in rupees, like 499 or 499.50`,
} as const;

function termsOf(draft: TermsDraft, problems: string[]): DeliveryTerms {
  const days = (field: string, text: string): number => {
    if (WHOLE.test(text.trim())) return Number(text.trim());
    problems.push(DRAFT_MESSAGES.days(field));
    return 0;
  };
  const paise = (field: string, text: string): number => {
    const value = paiseOf(text);
    if (value === null) problems.push(DRAFT_MESSAGES.rupees(field));
    return value ?? 0;
  };
  return {
    deliverable: draft.deliverable,
    minDays: days('Days from', draft.minDays),
    maxDays: days('Days to', draft.maxDays),
    freightPaise: paise('Freight', draft.freight),
    freeAbovePaise: draft.freeAbove.trim() === '' ? null : paise('Free above', draft.freeAbove),
    assemblyOffered: draft.assemblyOffered,
    assemblyPaise: paise('Assembly price', draft.assembly),
    codAllowed: draft.codAllowed,
    codCapPaise: paise('COD cap', draft.codCap),
  };
}

/** Where a problem belongs: a row by its key, the rest of India, or the table as a whole. */
export interface PlacedProblems {
  byRule: Record<string, string[]>;
  restOfIndia: string[];
  table: string[];
}

export const NO_PROBLEMS: PlacedProblems = { byRule: {}, restOfIndia: [], table: [] };

export type DraftResult = { ok: true; table: DeliveryTable } | { ok: false; problems: PlacedProblems };

/** The table to send, or the cells that are not numbers, each under its row. */
export function toTable(draft: TableDraft): DraftResult {
  const placed: PlacedProblems = { byRule: {}, restOfIndia: [], table: [] };
  const rules: DeliveryRule[] = draft.rules.map((rule) => {
    const problems: string[] = [];
    const terms = termsOf(rule, problems);
    if (problems.length > 0) placed.byRule[rule.key] = problems;
    return { pincodes: rule.pincodes.trim(), ...terms };
  });
  const restOfIndia = termsOf(draft.restOfIndia, placed.restOfIndia);
  const holidays = draft.holidays
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const failed = placed.restOfIndia.length > 0 || Object.keys(placed.byRule).length > 0;
  const { confirmCashOnDelivery } = draft;
  return failed
    ? { ok: false, problems: placed }
    : { ok: true, table: { rules, restOfIndia, holidays, confirmCashOnDelivery } };
}

/**
 * The server's problems (`Row 2 (560): …`, `Rest of India: …`, anything else for the whole
 * table) placed under the rows they name, by position in the table that was sent.
 */
export function placeProblems(problems: readonly string[], draft: TableDraft): PlacedProblems {
  const placed: PlacedProblems = { byRule: {}, restOfIndia: [], table: [] };
  for (const problem of problems) {
    const row = /^Row (\d+) \(/.exec(problem);
    const rule = row ? draft.rules[Number(row[1]) - 1] : undefined;
    if (rule && problem.startsWith(`${ruleLabel(Number(row?.[1]) - 1, rule.pincodes)}: `)) {
      (placed.byRule[rule.key] ??= []).push(problem);
    } else if (problem.startsWith(`${REST_OF_INDIA}: `)) placed.restOfIndia.push(problem);
    else placed.table.push(problem);
  }
  return placed;
}
