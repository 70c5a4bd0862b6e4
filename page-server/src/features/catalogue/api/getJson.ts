/** A GET of the public products API from the page server: JSON back, or an ApiResponseError with the status. */
import type { FetchLike } from '../../shell/api/revalidatingFile';

/** A page waits this long for the API at most; a slow API must not hold every navigation. */
export const API_TIMEOUT_MS = 5000;

export class ApiResponseError extends Error {
  override name = 'ApiResponseError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function getJson(url: string, fetchImpl: FetchLike): Promise<unknown> {
  const response = await fetchImpl(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new ApiResponseError(response.status, `${url} answered ${response.status}`);
  }
  // A body that fails to arrive or parse (the timeout, a cut connection) is an error, never a page.
  return (await response.json()) as unknown;
}
