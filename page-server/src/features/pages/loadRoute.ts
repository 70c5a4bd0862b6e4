/**
 * A remote route's data and head, from its remote's server build: the page server calls the
 * route's `loader` with a fetch of the API on the visitor's behalf, then its `head`. What the page
 * server decides itself is only what any route shares: a 404, an API that failed or refused the
 * visitor (429), and a remote that could not answer (its build missing, refused, failed to load,
 * or its loader or head threw): never an error page.
 */
import type { PageData, RouteHead, RouteHeadContext, ServerRenderedRoute } from 'shared-contracts';
import { API_TIMEOUT_MS, ApiResponseError } from '../catalogue/api/getJson';
import { ContractRefusedError, type RemoteServerPages } from '../server-builds/api/remoteServerPages';
import { errorMessage } from '../server-builds/utils/errorMessage';
import { withinMs } from '../server-render/utils/withinMs';
import type { FetchLike } from '../shell/api/revalidatingFile';
import type { ShellPage } from '../shell/api/shellPage';

export type LoadedRoute =
  | { kind: 'page'; head: RouteHead; pageData: PageData | null }
  | { kind: 'notFound' }
  /** The API failed or did not answer what the page needs; `tooManyRequests`: it refused this visitor (429). */
  | { kind: 'apiFailed'; error: unknown; tooManyRequests: boolean }
  /** The remote could not answer; `logged`: already logged once for this version (a release the gate refuses). */
  | { kind: 'unavailable'; reason: string; logged: boolean };

export interface LoadRouteRequest {
  route: ServerRenderedRoute;
  params: Record<string, string | undefined>;
  /** The URL asked for, on the site's address. */
  url: URL;
  shell: ShellPage;
  pages: RemoteServerPages;
  /** How long a request waits for a remote's build still loading (one just promoted). */
  waitMs: number;
  apiOrigin: string;
  /** A fetch on the visitor's behalf (visitorFetch). */
  visitorFetch: FetchLike;
  headContext: RouteHeadContext;
}

export async function loadRoute({
  route,
  params,
  url,
  shell,
  pages,
  waitMs,
  apiOrigin,
  visitorFetch,
  headContext,
}: LoadRouteRequest): Promise<LoadedRoute> {
  let remote;
  try {
    remote = await withinMs(
      pages.routeModule(route.module, shell.remotes, shell.providesContract),
      waitMs,
      `not loaded within ${waitMs} ms`,
    );
  } catch (error) {
    const logged = error instanceof ContractRefusedError;
    return { kind: 'unavailable', reason: `the server build could not be loaded: ${errorMessage(error)}`, logged };
  }

  // What the API answered that no page can make up for: it decides the status if the loader gives up.
  const failures: unknown[] = [];
  const fetchApi = async (pathAndQuery: string, init?: RequestInit): Promise<Response> => {
    // A path on the API's origin, nothing else: the visitor's fetch carries the page server's secret there.
    if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//'))
      throw new Error(`fetchApi takes a path on the API, not "${pathAndQuery}"`);
    const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
    try {
      const response = await visitorFetch(`${apiOrigin}${pathAndQuery}`, {
        ...init,
        signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      });
      if (response.status >= 500 || response.status === 429)
        failures.push(new ApiResponseError(response.status, `${pathAndQuery} answered ${response.status}`));
      return response;
    } catch (error) {
      failures.push(error);
      throw error;
    }
  };

  let loaded;
  try {
    loaded = await remote.loader({ params, searchParams: url.searchParams, url, fetchApi });
  } catch (error) {
    if (failures.length > 0)
      return {
        kind: 'apiFailed',
        error: failures[0],
        tooManyRequests: failures.some((failure) => failure instanceof ApiResponseError && failure.status === 429),
      };
    // The API answered, yet the loader could not use it (not what was asked, or a broken loader).
    return { kind: 'unavailable', reason: `its loader failed: ${errorMessage(error)}`, logged: false };
  }
  if (loaded.status === 404) return { kind: 'notFound' };
  if (loaded.status !== 200)
    return { kind: 'unavailable', reason: `its loader answered status ${String(loaded.status)}`, logged: false };
  try {
    return { kind: 'page', head: remote.head(loaded.data, headContext), pageData: loaded.pageData };
  } catch (error) {
    return { kind: 'unavailable', reason: `its head failed: ${errorMessage(error)}`, logged: false };
  }
}
