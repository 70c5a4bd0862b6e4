import { ADMIN_ORDERS_API_PATHS } from 'shared-contracts';
import { apiErrorOf, saveBlob } from '../../../api/fileRequests';
import { withQuery } from '../../../api/withQuery';

export interface DownloadOrdersCsvOptions {
  baseUrl: string;
  token: string | null;
  /** India dates, "YYYY-MM-DD", both included. */
  from: string;
  to: string;
}

/**
 * The export needs the admin's token, so a plain link cannot fetch it: fetch it, then hand the
 * browser the file through an object URL.
 */
export async function downloadOrdersCsv({ baseUrl, token, from, to }: DownloadOrdersCsvOptions): Promise<void> {
  const response = await fetch(`${baseUrl}${withQuery(ADMIN_ORDERS_API_PATHS.exportCsv, { from, to })}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw await apiErrorOf(response, 'The export failed');
  saveBlob(await response.blob(), `orders-${from}-to-${to}.csv`);
}
