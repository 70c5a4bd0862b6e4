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

/**
 * An order's tax invoice and credit note as PDFs: the order's shopper (or an admin) on the shopper
 * paths, admins on the admin paths. 404 with the reason while the order has none.
 */
export const GST_DOCUMENT_PATHS = {
  invoice: (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
  creditNote: (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}/credit-note.pdf`,
  adminInvoice: (orderId: string): string => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
  adminCreditNote: (orderId: string): string => `/api/admin/orders/${encodeURIComponent(orderId)}/credit-note.pdf`,
} as const;

/** An issued tax invoice or credit note, as an order's page names it. */
export interface IssuedGstDocument {
  /** e.g. "LK/26-27/000123". */
  number: string;
  /** ISO time. */
  issuedAt: string;
}

/** Which of an order's GST documents are issued (null: none yet), for the order pages' download links. */
export interface OrderGstDocuments {
  invoice: IssuedGstDocument | null;
  creditNote: IssuedGstDocument | null;
}
