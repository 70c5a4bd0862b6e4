import { fetchRuntimeConfig, toRuntimeConfig, type StorefrontConfig } from 'shared-contracts';
import { takeEarly, type EarlyFile } from '../early-start/handover';
import { shellFileUrl } from '../early-start/shellFileUrl';
import { fetchRemotesManifest, loadRemoteModule, registerRemotesFrom } from '../features/federation/api/remoteRegistry';
import { parseRemotesManifest } from '../features/federation/utils/parseRemotesManifest';
import type { RemoteModuleId } from '../features/federation/api/remoteModules';
import { firstPageModule } from './firstPageModule';

export interface Startup {
  config: StorefrontConfig;
  /** The remote page the first route shows, if any. */
  firstPage: RemoteModuleId | null;
  /** Settles when the first route's remote page has loaded (or failed); at once for other routes. */
  firstPageLoaded: Promise<unknown>;
}

/** The early-start script's answer when it got one, else a fetch of our own. */
async function readEarly<T>(file: EarlyFile, parse: (body: unknown) => T, fetchOwn: () => Promise<T>): Promise<T> {
  const early = await takeEarly(file);
  return early ? parse(early) : fetchOwn();
}

/**
 * What the shell needs before it renders: /config.json and /remotes.json (index.html's early-start
 * script has usually asked for both already); then the current route's page starts loading from
 * its remote. Nothing here imports React, so all of it runs while React's chunks are on the wire.
 */
export async function loadStartup(pathname: string): Promise<Startup> {
  const [config, remotes] = await Promise.all([
    readEarly('config', toRuntimeConfig, () => fetchRuntimeConfig(shellFileUrl('/config.json'))),
    readEarly('remotes', parseRemotesManifest, () => fetchRemotesManifest(shellFileUrl('/remotes.json'))).catch(
      (error: unknown) => {
        console.error('[federation] /remotes.json could not be read; remote pages will show their fallback', error);
        return {};
      },
    ),
  ]);
  registerRemotesFrom(remotes);
  const firstPage = firstPageModule(pathname);
  const firstPageLoaded = firstPage ? loadRemoteModule(firstPage).catch(() => null) : Promise.resolve();
  return { config, firstPage, firstPageLoaded };
}
