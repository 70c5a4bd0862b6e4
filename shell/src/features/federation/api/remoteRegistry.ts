/**
 * Registers the remotes listed in /remotes.json with the federation runtime of this page, and
 * loads their modules. No remote URL is built into the shell (ARCHITECTURE §3).
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from 'shared-contracts';
import type { RemoteModuleId } from './remoteModules';
import { isUnavailableRemote, unavailableRemotePlugin } from './unavailableRemotePlugin';

let manifest: RemotesManifest = {};

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error(`${url} is not a JSON object`);
  const entries = Object.entries(body).filter(
    (entry): entry is [RemoteName, string] => REMOTE_NAMES.includes(entry[0] as RemoteName) && typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

export function registerRemotesFrom(remotes: RemotesManifest): void {
  manifest = remotes;
  registerPlugins([
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 400 },
      script: { retryTimes: 2, retryDelay: 400 },
    }),
    unavailableRemotePlugin(),
  ]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Forgets what was cached for a remote (a failed manifest or entry) so the next load refetches it. */
export function resetRemote(name: RemoteName): void {
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** Loads an exposed module; null when its remote is unavailable or it has no such module. */
export async function loadRemoteModule<T>(id: RemoteModuleId): Promise<T | null> {
  const loaded = await loadRemote<T>(id);
  return loaded === null || loaded === undefined || isUnavailableRemote(loaded) ? null : loaded;
}
