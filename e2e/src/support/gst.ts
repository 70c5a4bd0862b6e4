/** The seller's GST settings for journeys that issue tax invoices (saved by an admin through the API). */
import { GST_SETTINGS_PATH, gstinCheckCharacter, type GstSettings } from 'shared-contracts/gst';
import { API_URL } from './authEmulator';

/** A GSTIN with its check character worked out from the first 14 characters. */
export const withGstinCheck = (first14: string): string => `${first14}${gstinCheckCharacter(first14)}`;

/** A seller registered in Maharashtra (27), as the invoices name it. */
export const SELLER_GST_SETTINGS: GstSettings = {
  legalName: 'Lakdi Furniture Private Limited',
  gstin: withGstinCheck('27AAPFU0939F1Z'),
  address: '4 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

/** PUT the seller's GST settings as the admin whose ID token is given; throws unless the server saved them. */
export async function saveGstSettings(adminToken: string, settings: GstSettings = SELLER_GST_SETTINGS): Promise<void> {
  const response = await fetch(`${API_URL}${GST_SETTINGS_PATH}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  if (response.status !== 200)
    throw new Error(`PUT ${GST_SETTINGS_PATH} answered ${response.status}: ${await response.text()}`);
}
