/** The delivery API: the public pincode check and the admin's delivery table. */
import type { DeliveryTable } from './rules';

export const DELIVERY_API_PATHS = {
  /** GET {check}/{pincode}?value=<paise> or ?productId=<id>&quantity=<n>: a DeliveryQuote. */
  check: '/api/delivery',
  /** Admin only. GET: the table (DeliveryTableResponse); PUT a DeliveryTable: replaces it whole. */
  table: '/api/admin/delivery',
  /** Admin only. GET: the table as CSV; PUT text/csv: replaces the rows, keeps the holidays. */
  csv: '/api/admin/delivery/csv',
} as const;

export const deliveryCheckPath = (pincode: string): string =>
  `${DELIVERY_API_PATHS.check}/${encodeURIComponent(pincode)}`;

/** GET and PUT /api/admin/delivery: the stored table (the default one until the seller saves one). */
export interface DeliveryTableResponse {
  table: DeliveryTable;
  /** When the seller last saved it; null while the default applies. */
  updatedAt: string | null;
}

/** A refused PUT (400): the first problem as the message, and every problem, one per row or line. */
export interface DeliveryTableProblems {
  statusCode: 400;
  error: string;
  message: string;
  problems: string[];
}
