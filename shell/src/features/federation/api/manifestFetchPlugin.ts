import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestFile, takeEarly } from '../../../early-start/handover';
import { IncompatibleRemoteError, acceptRemote, refuseRemote } from '../state/refusedRemotes';
import { contractRefusal } from '../utils/remoteContract';
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

const jsonResponse = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * Throws when the manifest's release needs a shared contract this shell does not provide, so none
 * of its code runs and the route shows its fallback panel. Checked here, on the raw manifest: the
 * runtime's snapshot drops `metaData.contract`. Outside the retries: a release does not become
 * compatible by asking again.
 */
async function checkContract(remote: string, response: Response): Promise<void> {
  if (!response.ok) return;
  const refusal = contractRefusal(
    remote,
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!refusal) return acceptRemote(remote);
  refuseRemote(refusal);
  throw new IncompatibleRemoteError(refusal);
}

/**
 * How the federation runtime reads remote manifests: the one the early-start script already read
 * for the first page is used as is (no second request on the way to the first page); any other is
 * fetched, retried like the remotes' scripts. Either way a release built for a newer contract is refused.
 */
export function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-manifest-fetch',
    async fetch(url, init, remoteInfo) {
      const early = await takeEarly(manifestFile(url));
      const response = early ? jsonResponse(early) : await fetchWithRetries(url, init ?? {});
      await checkContract(remoteInfo?.name ?? url, response);
      return response;
    },
  };
}
