/** A GET of the public products API: JSON back, or an ApiError carrying the status and the server's message. */
import { ApiError } from 'shared-contracts';

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const messageOf = (body: unknown, status: number): string =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : `Request failed with status ${status}`;

export async function getJson(url: string, fetchImpl: FetchLike, signal?: AbortSignal): Promise<unknown> {
  const response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, messageOf(body, response.status), body);
  return body;
}

/** Why a request failed, as the shopper reads it after "Error: ". */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A request this code aborted itself (a newer one replaced it): not an error to show. */
export const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';
