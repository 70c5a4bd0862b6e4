import { ADMIN_ORDERS_API_PATHS, ApiError } from 'shared-contracts';
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
  if (!response.ok) {
    const text = await response.text();
    let message = `The export failed (${response.status}).`;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string')
        message = (parsed as { message: string }).message;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${from}-to-${to}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
