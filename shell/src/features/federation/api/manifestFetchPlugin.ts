import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestFile, takeEarly } from '../../../early-start/handover';
import { LOAD_RETRIES, withRetries } from './retries';

/** A manifest that answers with an error status is asked for again too; the last try's answer is given as it is. */
function fetchWithRetries(url: string, init: RequestInit): Promise<Response> {
  let tries = 0;
  return withRetries(async () => {
    const lastTry = ++tries > LOAD_RETRIES;
    const response = await fetch(url, init);
    if (!response.ok && !lastTry) throw new Error(`${url} answered ${response.status}`);
    return response;
  });
}

/**
 * How the federation runtime reads remote manifests: the one the early-start script already read
 * for the first page is used as is (no second request on the way to the first page); any other is
 * fetched, retried like the remotes' scripts.
 */
export function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-manifest-fetch',
    async fetch(url, init) {
      const early = await takeEarly(manifestFile(url));
      if (early) return new Response(JSON.stringify(early), { headers: { 'content-type': 'application/json' } });
      return fetchWithRetries(url, init ?? {});
    },
  };
}
