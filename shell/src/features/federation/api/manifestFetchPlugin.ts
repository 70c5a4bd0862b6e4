import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestFile, takeEarly } from '../../../early-start/handover';

export const MANIFEST_RETRIES = 2;
export const MANIFEST_RETRY_DELAY_MS = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithRetries(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, init);
      if (response.ok || attempt >= MANIFEST_RETRIES) return response;
    } catch (error) {
      if (attempt >= MANIFEST_RETRIES) throw error;
    }
    await wait(MANIFEST_RETRY_DELAY_MS);
  }
}

/**
 * How the federation runtime reads remote manifests: the one the early-start script already read
 * for the first page is used as is (no second request on the way to the first page); any other is
 * fetched, with two retries.
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
