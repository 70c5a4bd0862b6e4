import { ApiError, type ApiErrorBody } from '../api';

export interface DownloadFileOptions {
  /** The API's origin (ConfigContext's apiBaseUrl) and the file's path on it. */
  baseUrl: string;
  path: string;
  /** The signed-in user's ID token: a plain link could not send it. */
  token: string | null;
  /** The name the browser saves it under. */
  fileName: string;
  /** Said with the status when a refusal carries no message of the server's. */
  failure: string;
}

/**
 * Fetches a file the API gives only with the user's token, then hands it to the browser through an
 * object URL. A refusal throws an ApiError with the server's message (404: "This order has no tax
 * invoice: …").
 */
export async function downloadFile({ baseUrl, path, token, fileName, failure }: DownloadFileOptions): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const text = await response.text();
    let message = `${failure} (${response.status}).`;
    try {
      const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // Not JSON: the plain sentence.
    }
    throw new ApiError(response.status, message);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
