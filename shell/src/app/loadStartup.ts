import { ROUTES, fetchRuntimeConfig, type StorefrontConfig } from 'shared-contracts';
import { fetchRemotesManifest, loadRemoteModule, registerRemotesFrom } from '../features/federation/api/remoteRegistry';
import { remoteModuleForPath } from '../features/federation/api/remoteModuleForPath';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { ADMIN_ROUTES, SHOP_ROUTES } from './routes';

export interface Startup {
  config: StorefrontConfig;
  /** The remote page the first route shows, if any. */
  firstPage: RemoteModuleId | null;
  /** Settles when the first route's remote page has loaded (or failed); at once for other routes. */
  firstPageLoaded: Promise<unknown>;
}

/**
 * What the shell needs before it renders: /config.json and /remotes.json (index.html preloads both),
 * then the current route's page starts loading from its remote. Nothing here imports React, so all
 * of it runs while React's own chunks are still on the wire.
 */
export async function loadStartup(pathname: string): Promise<Startup> {
  const [config, remotes] = await Promise.all([
    fetchRuntimeConfig(),
    fetchRemotesManifest().catch((error: unknown) => {
      console.error('[federation] /remotes.json could not be read; remote pages will show their fallback', error);
      return {};
    }),
  ]);
  registerRemotesFrom(remotes);
  // "/" only redirects to the home page.
  const firstPage = remoteModuleForPath(pathname === ROUTES.root ? ROUTES.home : pathname, [...SHOP_ROUTES, ...ADMIN_ROUTES]);
  const firstPageLoaded = firstPage ? loadRemoteModule(firstPage).catch(() => null) : Promise.resolve();
  return { config, firstPage, firstPageLoaded };
}
