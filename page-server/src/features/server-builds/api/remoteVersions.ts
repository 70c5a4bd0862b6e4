/**
 * The versions of each remote the page server holds: the one remotes.json names is read, gated and
 * loaded (loadVersion), a failed one is tried again after RETRY_FAILED_LOAD_MS, and a redeploy under
 * the same URL of a remote without integrity is followed (followRedeploy). remoteServerPages.ts
 * renders with what these hold.
 */
import { serverIntegrityKey, type RemotesManifest } from 'shared-contracts';
import { API_TIMEOUT_MS } from '../../catalogue/api/getJson';
import { revalidatingFile, type FetchLike, type FileVersion } from '../../shell/api/revalidatingFile';
import { errorMessage } from '../utils/errorMessage';
import { contractRefusal } from '../utils/remoteContract';
import { readPageStylesheets } from './pageStylesheets';
import type { ReadUrl, RemoteServerLoader, ServerBuild } from './remoteServerLoader';
import { IntegrityMismatchError, mayLoad, RemoteCodeRefusedError, type RemoteCodePolicy } from './verifiedRemoteCode';

export const SERVER_MANIFEST_PATH = 'server/server-manifest.json';
/** A version that failed to load is not asked for again before this (each page meanwhile is rendered in the browser). */
export const RETRY_FAILED_LOAD_MS = 10_000;

/** A remote whose release the gate refuses: not an accident, so it is not retried. */
export class ContractRefusedError extends Error {
  override name = 'ContractRefusedError';
}

/** Where the page server's notes on loading go (Fastify's logger in the app). */
export interface LoadLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface LoadedVersion {
  build: ServerBuild;
  browserManifest: unknown;
  /** The text of its pages' stylesheets that may be inlined, by URL (readPageStylesheets). */
  stylesheets: ReadonlyMap<string, string>;
}

export interface RemoteVersion {
  entryUrl: string;
  /** The server build's integrity remotes.json names (null: none). */
  integrity: string | null;
  /** Its browser manifest, kept by ETag (a reload of the same URL goes on with the same reader). */
  manifest: () => Promise<FileVersion>;
  /** The browser manifest's text this version was read from (null until read). */
  manifestText: string | null;
  /** The contract the live shell said it provides when this was gated (null: it did not say). */
  shellProvides: string | null;
  ready: Promise<LoadedVersion>;
  /** When it failed to load (null: loaded, loading, or refused for good). */
  failedAt: number | null;
}

export interface RemoteVersions {
  /** The version of `remote` that `remotes` names: the one held, or a new load (also of one that failed a while ago). */
  versionOf(
    remote: string,
    remotes: RemotesManifest,
    shellProvides: string | null,
  ): { entryUrl: string; version: RemoteVersion } | null;
  /** Lets go of each remote `remotes` no longer names. */
  releaseRemovedRemotes(remotes: RemotesManifest | null): void;
  /** Loads anew each remote without integrity whose browser manifest changed under the same URL. Never rejects. */
  refresh(): Promise<void>;
}

export interface RemoteVersionsOptions {
  loader: RemoteServerLoader;
  policy: RemoteCodePolicy;
  fetchImpl: FetchLike;
  /** Reads a stylesheet's bytes. */
  read: ReadUrl;
  now: () => number;
  /** The shared-contract version the page server provides to the builds it loads. */
  provides: string;
  log: LoadLog;
}

export function remoteVersions({
  loader,
  policy,
  fetchImpl,
  read,
  now,
  provides,
  log,
}: RemoteVersionsOptions): RemoteVersions {
  const versions = new Map<string, RemoteVersion>();
  const timedFetch: FetchLike = (url, init) => fetchImpl(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

  /** Reads the version's browser manifest (kept on it), gates it, then loads its server build. */
  async function loadVersion(version: Omit<RemoteVersion, 'ready'>): Promise<LoadedVersion> {
    const { entryUrl, integrity, shellProvides } = version;
    // Nothing is asked of a source the page server may not run code from.
    mayLoad(entryUrl, integrity, policy);
    const { text } = await version.manifest();
    if (text === null) throw new Error(`${entryUrl} answered 404`);
    version.manifestText = text;
    const browserManifest = JSON.parse(text) as unknown;
    const refusal = contractRefusal(browserManifest, { pageServer: provides, shell: shellProvides });
    if (refusal) throw new ContractRefusedError(`${entryUrl} is refused: ${refusal}`);
    const [build, stylesheets] = await Promise.all([
      loader.loadFromManifest(new URL(SERVER_MANIFEST_PATH, entryUrl).href, integrity),
      readPageStylesheets(entryUrl, browserManifest, { read, policy }),
    ]);
    return { build, browserManifest, stylesheets };
  }

  /** Starts loading `entryUrl` as the remote's version, in place of the one held. */
  function startVersion(
    remote: string,
    entryUrl: string,
    integrity: string | null,
    shellProvides: string | null,
  ): RemoteVersion {
    const previous = versions.get(remote);
    const manifest = previous?.entryUrl === entryUrl ? previous.manifest : revalidatingFile(entryUrl, timedFetch);
    const loading: Omit<RemoteVersion, 'ready'> = {
      entryUrl,
      integrity,
      manifest,
      shellProvides,
      manifestText: null,
      failedAt: null,
    };
    const version: RemoteVersion = Object.assign(loading, { ready: loadVersion(loading) });
    versions.set(remote, version);
    version.ready.then(
      ({ build }) => {
        if (build.integrity !== null)
          log.info({ remote, entryUrl, build: build.url, integrity: build.integrity }, 'server build loaded');
        else
          log.warn(
            { remote, entryUrl, build: build.url },
            'server build loaded unverified: remotes.json names no integrity for it (development only, from a loopback host or a local folder)',
          );
      },
      (error: unknown) => {
        if (error instanceof ContractRefusedError) {
          log.warn(
            { remote, entryUrl, reason: error.message },
            'remote refused by the contract gate: its pages are client-rendered',
          );
          return;
        }
        if (error instanceof RemoteCodeRefusedError || error instanceof IntegrityMismatchError) {
          // A mismatch may be a host mid-upload or repaired: tried again later. A refused source is not.
          if (error instanceof IntegrityMismatchError) version.failedAt = now();
          log.warn(
            { remote, entryUrl, reason: error.message },
            'server build refused: nothing of it runs, its pages are client-rendered',
          );
          return;
        }
        version.failedAt = now();
        log.warn(
          { remote, entryUrl, reason: errorMessage(error) },
          'server build could not be loaded: its pages are client-rendered until it can',
        );
      },
    );
    return version;
  }

  function versionOf(
    remote: string,
    remotes: RemotesManifest,
    shellProvides: string | null,
  ): { entryUrl: string; version: RemoteVersion } | null {
    const entryUrl = remotes[remote];
    if (!entryUrl) return null;
    const integrity = remotes[serverIntegrityKey(remote)] ?? null;
    const known = versions.get(remote);
    const same = known?.entryUrl === entryUrl && known.integrity === integrity && known.shellProvides === shellProvides;
    if (known && same && (known.failedAt === null || now() - known.failedAt < RETRY_FAILED_LOAD_MS))
      return { entryUrl, version: known };
    return { entryUrl, version: startVersion(remote, entryUrl, integrity, shellProvides) };
  }

  /**
   * Loads the remote anew when its manifest changed under the same URL (a redeploy in place). Only
   * for a version remotes.json names no integrity for: with one, what changed in place is not the
   * promoted code, and it is picked up only when a promote names its integrity.
   */
  async function followRedeploy(remote: string, version: RemoteVersion): Promise<void> {
    if (version.integrity !== null) return;
    await version.ready.catch(() => undefined);
    if (versions.get(remote) !== version || version.manifestText === null) return;
    const { text, stale } = await version.manifest();
    if (stale || text === null || text === version.manifestText || versions.get(remote) !== version) return;
    log.info(
      { remote, entryUrl: version.entryUrl },
      'remote redeployed under the same address: loading its new server build',
    );
    await startVersion(remote, version.entryUrl, null, version.shellProvides).ready.catch(() => undefined);
  }

  /** A remote taken out of remotes.json is let go. */
  function releaseRemovedRemotes(remotes: RemotesManifest | null): void {
    for (const remote of versions.keys()) {
      if (!remotes?.[remote]) {
        versions.delete(remote);
        loader.release(remote);
      }
    }
  }

  return {
    versionOf,
    releaseRemovedRemotes,
    async refresh() {
      await Promise.allSettled([...versions].map(([remote, version]) => followRedeploy(remote, version)));
    },
  };
}
