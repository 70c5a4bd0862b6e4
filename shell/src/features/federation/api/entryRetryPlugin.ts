import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { LOAD_RETRIES, waitBeforeRetry, withRetries } from './retries';

type EntryFailure = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** Called once the runtime's own load of remoteEntry.js has failed: loads it again, LOAD_RETRIES times. */
async function retryEntry({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }: EntryFailure) {
  await waitBeforeRetry();
  const entry = await withRetries(() => {
    // The failed load is still recorded as under way: a retry would only wait for it again.
    delete globalLoading[uniqueKey];
    return getRemoteEntry({ origin, remoteInfo });
  }, LOAD_RETRIES - 1);
  return entry || undefined;
}

/**
 * A remote's entry script or page chunk that fails to load (a remote being redeployed, a dropped
 * connection) is asked for again, LOAD_RETRIES times, before unavailableRemotePlugin turns the
 * failure into the route's fallback panel.
 */
export function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-entry-retry',
    // The hook's declared result wraps the entry in a second promise (the runtime awaits it).
    loadEntryError: (failure) => new Promise((resolve) => resolve(retryEntry(failure))),
    // Webpack forgets a chunk that failed, so asking the container for the module loads it again.
    getModuleFactory: ({ remoteEntryExports, expose }) => withRetries(async () => remoteEntryExports.get(expose)),
  };
}
