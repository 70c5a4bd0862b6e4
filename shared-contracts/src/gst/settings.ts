import type { FieldErrors } from '../validation';
import { checkGstin } from './gstin';
import { documentPrefixProblem } from './numbering';
import { GSTIN_STATE_CODES, gstStateByCode } from './states';

/** The seller's GST facts every invoice prints: the store's settings an accountant fills in. */
export interface GstSettings {
  /** The legal name as registered for GST (not the shop's brand). */
  legalName: string;
  gstin: string;
  /** The registered address, lines joined by "\n". */
  address: string;
  /** The registered state's GST code. */
  stateCode: string;
  /** The invoices' series prefix, e.g. "LK" → "LK/26-27/000123". */
  invoicePrefix: string;
  /** The credit notes' own series prefix, e.g. "LKC" → "LKC/26-27/000007"; not the invoices'. */
  creditNotePrefix: string;
}

const LIMITS = { legalName: 200, address: 500 } as const;

export type GstSettingsCheck = { ok: true; settings: GstSettings } | { ok: false; errors: FieldErrors<GstSettings> };

/**
 * Checks the seller's GST facts, for the settings form and the server alike, and gives them back
 * tidied (trimmed; GSTIN and prefix in capitals). The GSTIN must be valid and belong to the state
 * chosen: its first two digits are the state where it is registered.
 */
export function checkGstSettings(input: GstSettings): GstSettingsCheck {
  const settings: GstSettings = {
    legalName: input.legalName.trim(),
    gstin: input.gstin.trim().toUpperCase(),
    address: input.address.trim(),
    stateCode: input.stateCode.trim(),
    invoicePrefix: input.invoicePrefix.trim().toUpperCase(),
    creditNotePrefix: input.creditNotePrefix.trim().toUpperCase(),
  };
  const errors: FieldErrors<GstSettings> = {};
  if (!settings.legalName) errors.legalName = 'Enter the legal name registered for GST.';
  else if (settings.legalName.length > LIMITS.legalName) {
    errors.legalName = `The legal name has at most ${LIMITS.legalName} characters.`;
  }
  if (!settings.address) errors.address = 'Enter the registered address.';
  else if (settings.address.length > LIMITS.address) {
    errors.address = `The address has at most ${LIMITS.address} characters.`;
  }
  const state = gstStateByCode(settings.stateCode);
  if (!state) errors.stateCode = 'Choose the state or union territory the GSTIN is registered in.';
  const gstin = checkGstin(settings.gstin);
  if (!gstin.ok) errors.gstin = gstin.message;
  else if (state && gstin.stateCode !== state.code) {
    const registeredIn = GSTIN_STATE_CODES.get(gstin.stateCode) as string;
    errors.gstin = `This GSTIN is registered in ${registeredIn} (${gstin.stateCode}), not in ${state.name} (${state.code}).`;
  }
  const prefix = documentPrefixProblem(settings.invoicePrefix);
  if (prefix) errors.invoicePrefix = prefix;
  // Each series counts from 1 in a year, so two series under one prefix would repeat numbers.
  const creditNotePrefix = documentPrefixProblem(settings.creditNotePrefix, 'credit note');
  if (creditNotePrefix) errors.creditNotePrefix = creditNotePrefix;
  else if (settings.creditNotePrefix === settings.invoicePrefix) {
    errors.creditNotePrefix = 'Credit notes need a prefix of their own, not the invoices’ one.';
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, settings };
}
