/** The seller the GST tests use: registered in Maharashtra (27). */
import type { GstSettings } from 'shared-contracts/gst';
import type { DocumentStore } from '../../storage/port';
import { createGstSettingsRepository } from '../gst-settings/repository';

export const SELLER: GstSettings = {
  legalName: 'Lakdi Kala Furniture Private Limited',
  gstin: '27AAPFU0939F1ZV',
  address: '14 Timber Market Road\nPune 411002',
  stateCode: '27',
  invoicePrefix: 'LK',
  creditNotePrefix: 'LKC',
};

export async function saveSeller(docs: Pick<DocumentStore, 'get' | 'put'>, settings: GstSettings = SELLER) {
  await createGstSettingsRepository(docs).replace(settings);
}
