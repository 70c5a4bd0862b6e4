/**
 * settings/gst: the seller's GST facts in one document (legal name, GSTIN, registered address and
 * state, the invoice and credit-note prefixes), saved whole by the admin. Until it is saved there
 * are none: orders are then taxed as if sold within the default state (see gstSettingsOrDefault) and
 * no invoice can be issued.
 */
import type { GstSettings, GstSettingsResponse } from 'shared-contracts/gst';
import type { DocumentData, DocumentStore } from '../../storage/port';

export const GST_SETTINGS_DOCUMENT = 'gst';

export interface GstSettingsRepository {
  get(): Promise<GstSettingsResponse>;
  /** Replaces the settings (checked by the caller) and returns them as stored. */
  replace(settings: GstSettings): Promise<GstSettingsResponse>;
}

const FIELDS = ['legalName', 'gstin', 'address', 'stateCode', 'invoicePrefix', 'creditNotePrefix'] as const;

export function toGstSettingsResponse(data: DocumentData | null): GstSettingsResponse {
  if (!data) return { settings: null, updatedAt: null };
  const settings = {} as GstSettings;
  for (const field of FIELDS) {
    const value = data[field];
    // A document missing a field (edited by hand) is not a seller's complete GST facts.
    if (typeof value !== 'string') return { settings: null, updatedAt: null };
    settings[field] = value;
  }
  return { settings, updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : null };
}

export function createGstSettingsRepository(
  docs: Pick<DocumentStore, 'get' | 'put'>,
  { now = () => new Date() }: { now?: () => Date } = {},
): GstSettingsRepository {
  return {
    async get() {
      return toGstSettingsResponse(await docs.get('settings', GST_SETTINGS_DOCUMENT));
    },
    async replace(settings) {
      const data: DocumentData = { ...pick(settings), updatedAt: now().toISOString() };
      await docs.put('settings', GST_SETTINGS_DOCUMENT, data);
      return toGstSettingsResponse(data);
    },
  };
}

/** Only the settings' own fields: a caller's object may carry more. */
function pick(settings: GstSettings): DocumentData {
  return Object.fromEntries(FIELDS.map((field) => [field, settings[field]]));
}
