/**
 * The pages of the remotes the shell's live remotes.json names, as their server builds render them.
 * A remote's entry there is its browser build's mf-manifest.json; its server build's manifest sits
 * beside it at server/server-manifest.json (a versioned release folder carries both). Both are
 * read when the entry's URL changes (remotes.json is read by ETag on every page), so a promote or
 * rollback renders with the new code on the next request, no restart; the loader then holds only
 * the new version. A version that failed to load is tried again after a short pause.
 */
import type { ComponentType } from 'react';
import type { RemotesManifest } from 'shared-contracts';
import { getJson } from '../../catalogue/api/getJson';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { pageStylesheets } from '../utils/pageStylesheets';
import { moduleParts } from '../utils/serverRenderedRoute';
import { createRemoteServerLoader, type ReadUrl, type ServerBuild, type SharedModules } from './remoteServerLoader';

export const SERVER_MANIFEST_PATH = 'server/server-manifest.json';
/** A version that failed to load is not asked for again before this (each page meanwhile is rendered in the browser). */
export const RETRY_FAILED_LOAD_MS = 10_000;

export interface RemoteServerPage {
  Page: ComponentType;
  /** Absolute URLs of the page's CSS files. */
  stylesheets: string[];
  /** The server build's file: which version rendered. */
  buildUrl: string;
}

interface RemoteVersion {
  entryUrl: string;
  ready: Promise<{ build: ServerBuild; browserManifest: unknown }>;
  failedAt: number | null;
}

export interface RemoteServerPages {
  /** The page of `catalog/ProductPage`, as the remote's version in remotes.json renders it; rejects with why not. */
  page(module: `${string}/${string}`, remotes: RemotesManifest | null): Promise<RemoteServerPage>;
  /** The server build in use of each remote. */
  loaded(): Array<{ name: string; url: string }>;
}

export function remoteServerPages({ shared, fetchImpl, read, now = Date.now }: { shared: SharedModules; fetchImpl: FetchLike; read?: ReadUrl; now?: () => number }): RemoteServerPages {
  const loader = createRemoteServerLoader(read ? { shared, read } : { shared });
  const versions = new Map<string, RemoteVersion>();

  function versionOf(remote: string, entryUrl: string): RemoteVersion {
    const known = versions.get(remote);
    if (known?.entryUrl === entryUrl && (known.failedAt === null || now() - known.failedAt < RETRY_FAILED_LOAD_MS)) return known;
    const version: RemoteVersion = {
      entryUrl,
      failedAt: null,
      ready: Promise.all([loader.loadFromManifest(new URL(SERVER_MANIFEST_PATH, entryUrl).href), getJson(entryUrl, fetchImpl)]).then(([build, browserManifest]) => ({ build, browserManifest })),
    };
    version.ready.catch(() => {
      version.failedAt = now();
    });
    versions.set(remote, version);
    return version;
  }

  return {
    async page(module, remotes) {
      // A remote taken out of remotes.json is let go.
      for (const remote of versions.keys()) {
        if (!remotes?.[remote]) {
          versions.delete(remote);
          loader.release(remote);
        }
      }
      const { remote, expose } = moduleParts(module);
      const entryUrl = remotes?.[remote];
      if (!entryUrl) throw new Error(`remotes.json names no "${remote}"`);
      const { build, browserManifest } = await versionOf(remote, entryUrl).ready;
      return { Page: build.getPage(expose), stylesheets: pageStylesheets(entryUrl, browserManifest, expose), buildUrl: build.url };
    },
    loaded: () => loader.loaded(),
  };
}
