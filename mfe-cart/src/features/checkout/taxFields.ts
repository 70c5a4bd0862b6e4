/**
 * The checkout's GST fields: the billing address's state (the place of supply, required) and a
 * registered buyer's GSTIN and business name. Checked here only to say what is wrong beside the
 * field; the server checks them again and computes the tax.
 */
import { isIndia, type FieldErrors } from 'shared-contracts';
import { pincodeStateProblem } from 'shared-contracts/delivery';
import {
  BUSINESS_NAME_MAX_LENGTH,
  ORDER_TAX_MESSAGES,
  checkGstin,
  gstStateByCode,
  type OrderTaxRequest,
} from 'shared-contracts/gst';

export interface TaxFields {
  stateCode: string;
  gstin: string;
  businessName: string;
}

export const EMPTY_TAX_FIELDS: TaxFields = { stateCode: '', gstin: '', businessName: '' };

/** Each GST field's problem; the GSTIN and name only when the shopper asked for a GST invoice. */
export function taxFieldProblems(
  values: TaxFields & { postalCode: string; country: string },
  wantsInvoice: boolean,
): FieldErrors<TaxFields> {
  const errors: FieldErrors<TaxFields> = {};
  const state = gstStateByCode(values.stateCode);
  if (!state) errors.stateCode = ORDER_TAX_MESSAGES.unknownState;
  else if (isIndia(values.country)) {
    // The postal code's own message is the billing rules' to give; only a clash of the two is said here.
    const mismatch = /^\d{6}$/.test(values.postalCode.trim())
      ? pincodeStateProblem(values.postalCode.trim(), state.name)
      : null;
    if (mismatch) errors.stateCode = mismatch;
  }
  if (wantsInvoice) {
    const gstin = checkGstin(values.gstin);
    if (!gstin.ok) errors.gstin = gstin.message;
    const name = values.businessName.trim();
    if (!name) errors.businessName = ORDER_TAX_MESSAGES.businessNameMissing;
    else if (name.length > BUSINESS_NAME_MAX_LENGTH) errors.businessName = ORDER_TAX_MESSAGES.businessNameTooLong;
  }
  return errors;
}

/** What create-order takes beside the billing: the state always, a GSTIN and name only for a GST invoice. */
export function taxRequestOf(values: TaxFields, wantsInvoice: boolean): OrderTaxRequest {
  return {
    stateCode: values.stateCode,
    ...(wantsInvoice ? { gstin: values.gstin.trim().toUpperCase(), businessName: values.businessName.trim() } : {}),
  };
}
