import type { FieldErrors } from '../validation';
import type { GstSettings } from './settings';

/** Admin only. GET: the seller's GST settings (GstSettingsResponse); PUT GstSettings: checked, then stored whole. */
export const GST_SETTINGS_PATH = '/api/admin/settings/gst';

/** GET and PUT /api/admin/settings/gst: the stored settings, null until the seller saves them. */
export interface GstSettingsResponse {
  settings: GstSettings | null;
  updatedAt: string | null;
}

/** PUT /api/admin/settings/gst refused: every field's problem (nothing was stored). */
export interface GstSettingsProblems {
  statusCode: 400;
  error: string;
  message: string;
  errors: FieldErrors<GstSettings>;
}
