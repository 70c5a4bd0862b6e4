/**
 * The admin's product file: GET /api/admin/products.csv (every product, one row per variant, saved
 * by the browser) and POST /api/admin/products/import (a CSV file: with `dryRun` the preview, else
 * applied when no row is bad; a file with bad rows is refused whole, its rows listed, and one whose
 * product changed during the apply is taken back, the line listed).
 */
import { apiErrorOf, saveBlob } from '../../../api/fileRequests';

export const PRODUCT_CSV_PATHS = {
  export: '/api/admin/products.csv',
  import: '/api/admin/products/import',
} as const;

/** What an import does or would do, product by product (line: the product's first line in the file). */
export interface ProductImportResult {
  create: Array<{ line: number; name: string; variants: number }>;
  update: Array<{ line: number; id: string; name: string; fields: string[] }>;
  unchanged: Array<{ line: number; id: string; name: string }>;
  errors: Array<{ line: number; message: string }>;
  /** Whether the writes were made (never on a dry run or with bad rows). */
  applied: boolean;
  /** Why nothing was imported, when the import was refused or stopped. */
  message?: string;
}

const authorization = (token: string | null): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

export async function downloadProductsCsv(baseUrl: string, token: string | null): Promise<void> {
  const response = await fetch(`${baseUrl}${PRODUCT_CSV_PATHS.export}`, { headers: authorization(token) });
  if (!response.ok) throw await apiErrorOf(response, 'The export failed');
  saveBlob(await response.blob(), `products-${new Date().toISOString().slice(0, 10)}.csv`);
}

const isImportResult = (value: unknown): value is ProductImportResult =>
  typeof value === 'object' &&
  value !== null &&
  ['create', 'update', 'unchanged', 'errors'].every((key) => Array.isArray((value as Record<string, unknown>)[key]));

export async function importProductsCsv(
  baseUrl: string,
  token: string | null,
  /** The chosen file, sent as it is (the server reads it as text). */
  csv: Blob,
  dryRun: boolean,
): Promise<ProductImportResult> {
  const response = await fetch(`${baseUrl}${PRODUCT_CSV_PATHS.import}${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...authorization(token) },
    body: csv,
  });
  if (response.ok) return JSON.parse(await response.text()) as ProductImportResult;
  const error = await apiErrorOf(response, 'The import failed');
  // Refused for its bad rows (400), or stopped and taken back when a product changed meanwhile (409): the answer lists the lines.
  if ((response.status === 400 || response.status === 409) && isImportResult(error.body)) return error.body;
  throw error;
}
