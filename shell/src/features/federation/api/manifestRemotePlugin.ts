import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preloadFiles } from '../../../early-start/preloadRemotePage';

const isManifestUrl = (entry: string): boolean => /\.json(?:$|[?#])/.test(entry);

/**
 * Lets remotes be registered by their mf-manifest.json, in place of the runtime's snapshot plugin
 * (left out of the build: with its preload planner it cost ~1.5 KB brotli on every page). When a
 * module of such a remote is resolved, the runtime's snapshot handler reads the manifest (through
 * manifestFetchPlugin's `fetch` hook; cached until the remote is registered again, and with the
 * manifest's "auto" public path turned into the manifest's folder) and the remote's entry script
 * becomes the one to load. The first time, the page's scripts and styles are preloaded alongside the
 * entry, as the snapshot plugin did, unless the page already has them (a server-rendered page): the
 * remote's own chunk loading reuses them (and adds the stylesheet itself before the page runs).
 */
export function manifestRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-manifest-remote',
    async afterResolve(match) {
      const { remote, remoteInfo, expose, origin } = match;
      if (!isManifestUrl(remoteInfo.entry)) return match;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote });
      if (!('publicPath' in remoteSnapshot && 'remoteEntry' in remoteSnapshot)) {
        throw new Error(`the manifest of remote "${remote.name}" names no public path or entry`);
      }
      const { publicPath, remoteEntry, remoteEntryType, globalName, modules } = remoteSnapshot;
      Object.assign(remoteInfo, {
        entry: publicPath + remoteEntry,
        type: remoteEntryType,
        entryGlobalName: globalName,
      });
      if (!origin.moduleCache.has(remote.name)) {
        const assets = modules.find(({ moduleName }) => `./${moduleName}` === expose)?.assets;
        preloadFiles(
          'script',
          (assets?.js.sync ?? []).map((file) => publicPath + file),
        );
        preloadFiles(
          'style',
          (assets?.css.sync ?? []).map((file) => publicPath + file),
        );
      }
      return match;
    },
  };
}
