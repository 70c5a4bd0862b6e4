/**
 * Registers the remotes listed in /remotes.json with the federation runtime of this page, and
 * loads their modules. No remote URL is built into the shell (ARCHITECTURE §3).
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotesManifest } from 'shared-contracts';
import { parseRemotesManifest } from '../utils/parseRemotesManifest';
import { remoteOf, type RemoteModuleId } from './remoteModules';
import { entryRetryPlugin } from './entryRetryPlugin';
import { manifestFetchPlugin } from './manifestFetchPlugin';
import { manifestRemotePlugin } from './manifestRemotePlugin';
import { isUnavailableRemote, unavailableRemotePlugin } from './unavailableRemotePlugin';

let manifest: RemotesManifest = {};

export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  // No cache option here: the page preloads this file, and a preload is only reused by a plain
  // fetch. Hosts serve it with Cache-Control: no-cache (README), so it is always revalidated.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}

export function registerRemotesFrom(remotes: RemotesManifest): void {
  manifest = remotes;
  registerPlugins([manifestRemotePlugin(), manifestFetchPlugin(), entryRetryPlugin(), unavailableRemotePlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** Whether this page has started loading any module of the remote (it is then "in use"). */
export const isRemoteInUse = (name: RemoteName): boolean => [...loads.keys()].some((id) => remoteOf(id) === name);

/** The manifest URL the remote is registered with now (the latest remotes.json it switched to). */
export const registeredManifestUrl = (name: RemoteName): string | undefined => manifest[name];

/**
 * Takes a newer remotes.json (a promote or rollback) in the middle of a visit: a remote this page
 * has not used yet switches to its new entry, so its next route loads the new release; a remote in
 * use keeps the release its modules came from until the next page load, because two releases of
 * one remote in one page would mean two copies of its state. Returns the remotes that switched.
 */
export function applyRemotesUpdate(next: RemotesManifest): RemoteName[] {
  const switched = (Object.entries(next) as Array<[RemoteName, string]>).filter(
    ([name, entry]) => manifest[name] !== entry && !isRemoteInUse(name),
  );
  if (switched.length === 0) return [];
  manifest = { ...manifest, ...Object.fromEntries(switched) };
  registerRemotes(
    switched.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return switched.map(([name]) => name);
}

/** Forgets what was cached for a remote (a failed manifest or entry) so the next load refetches it. */
export function resetRemote(name: RemoteName): void {
  for (const id of loads.keys()) if (remoteOf(id) === name) loads.delete(id);
  const entry = manifest[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

interface ModuleLoad {
  promise: Promise<unknown>;
  /** The module, once it has arrived: rendered without suspending. */
  module?: unknown;
}

/** One load per module: start-up begins the route's page before React renders, the route reuses it. */
const loads = new Map<RemoteModuleId, ModuleLoad>();

/** The module if it has already loaded (the first page usually has, by the first render). */
export function loadedRemoteModule<T>(id: RemoteModuleId): T | undefined {
  return loads.get(id)?.module as T | undefined;
}

/** Loads an exposed module; null when its remote is unavailable or it has no such module. */
export function loadRemoteModule<T>(id: RemoteModuleId): Promise<T | null> {
  const known = loads.get(id);
  if (known) return known.promise as Promise<T | null>;
  const load: ModuleLoad = {
    promise: loadRemote<T>(id).then((result) =>
      result === null || result === undefined || isUnavailableRemote(result) ? null : result,
    ),
  };
  loads.set(id, load);
  // A failure is not kept: the next visit or Retry tries again.
  const forget = () => loads.get(id) === load && loads.delete(id);
  load.promise.then((result) => (result === null ? forget() : (load.module = result)), forget);
  return load.promise as Promise<T | null>;
}
