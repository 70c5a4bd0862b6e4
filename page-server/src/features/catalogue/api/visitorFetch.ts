/**
 * The page server's calls to the API say who is asking. Every shopper's pages reach the API from
 * the page server's one address; with PAGE_SERVER_SECRET (which the API also holds) and the
 * visitor's address, the API counts a page's calls against that visitor, as it counts the
 * visitor's own calls, so one visitor asking for pages too fast uses up only its own bucket.
 */
import type { FetchLike } from '../../shell/api/revalidatingFile';

/** The API reads these (server/src/plugins/page-server-caller.ts); the visitor-budget test runs both. */
export const PAGE_SERVER_SECRET_HEADER = 'x-page-server-secret';
export const FORWARDED_CLIENT_HEADER = 'x-storefront-client-ip';

export interface ApiCaller {
  apiOrigin: string;
  /** PAGE_SERVER_SECRET, or null: the calls go as they are (a local run without one). */
  secret: string | null;
}

/**
 * A fetch for the API on behalf of `visitor` (an address), or of the page server itself (the
 * sitemap's reads, shared by every visitor). The secret goes to the API's origin only.
 */
export function visitorFetch(fetchImpl: FetchLike, { apiOrigin, secret }: ApiCaller, visitor?: string): FetchLike {
  if (secret === null) return fetchImpl;
  const api = new URL(apiOrigin).origin;
  return (url, init) => {
    if (new URL(url).origin !== api) return fetchImpl(url, init);
    const headers = new Headers(init?.headers);
    headers.set(PAGE_SERVER_SECRET_HEADER, secret);
    if (visitor) headers.set(FORWARDED_CLIENT_HEADER, visitor);
    return fetchImpl(url, { ...init, headers });
  };
}
