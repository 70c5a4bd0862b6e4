/** A GET of the public products API from the page server: JSON back, or an ApiResponseError with the status. */
import type { FetchLike } from '../../shell/api/revalidatingFile';

/** A page waits this long for the API at most; a slow API must not hold every navigation. */
export const API_TIMEOUT_MS = 3000;

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
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiResponseError(response.status, `${url} answered ${response.status}`);
  return body;
}
