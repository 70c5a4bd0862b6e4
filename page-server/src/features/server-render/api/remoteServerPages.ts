/**
 * The pages of the remotes the shell's live remotes.json names, as their server builds render them,
 * and the shell's server app (SHELL_APP_MODULE) from the deployed shell's own server build.
 * A remote's entry there is its browser build's mf-manifest.json; its server build's manifest sits
 * beside it at server/server-manifest.json (a versioned release folder carries both), and the
 * build's integrity is under serverIntegrityKey (shared-contracts). Both are read when the entry's
 * URL or integrity changes (remotes.json is read by ETag on every page, and `preloadServerBuilds` is called at
 * start and with every remotes.json seen), so a promote or rollback renders with the new code on
 * the next request, no restart; the loader then holds only the new version.
 *
 * The loader runs only code from an allowed source whose bytes match that integrity
 * (verifiedRemoteCode.ts): a refused build's pages are client-rendered and the log says which remote
 * and why. So a change under the same URL is picked up only when a promote names its integrity. In
 * development a remote without integrity (npm start's local builds) is loaded from a loopback host
 * or a local folder, and a redeploy under its URL is followed: `refresh` asks for each such browser
 * manifest again by ETag, and a changed one is loaded anew. A version that failed to load (or whose
 * bytes did not match) is tried again after a short pause.
 *
 * The compatibility gate: the browser manifest is read first, and a release that needs a
 * shared contract the page server (or the live shell, when its page says) does not provide is refused for good (its server build is never
 * loaded, its CSS never linked): its routes are client-rendered, where the shell shows its
 * fallback panel. Each refusal or failed load is logged once, not per request.
 */
import type { ComponentType } from 'react';
import {
  CONTRACT_VERSION,
  SERVER_RENDERED_ROUTES,
  SHELL_SERVER_APP,
  serverIntegrityKey,
  type RemotesManifest,
  type ServerRouteModule,
} from 'shared-contracts';
import { API_TIMEOUT_MS } from '../../catalogue/api/getJson';
import { revalidatingFile, type FetchLike, type FileVersion } from '../../shell/api/revalidatingFile';
import { errorMessage } from '../renderPageStream';
import { pageStylesheets } from '../utils/pageStylesheets';
import { contractRefusal } from '../utils/remoteContract';
import { moduleParts } from '../utils/serverRenderedRoute';
import { createRemoteServerLoader, type ReadUrl, type ServerBuild, type SharedModules } from './remoteServerLoader';
import { IntegrityMismatchError, mayLoad, RemoteCodeRefusedError, type RemoteCodePolicy } from './verifiedRemoteCode';

export const SERVER_MANIFEST_PATH = 'server/server-manifest.json';
/** A version that failed to load is not asked for again before this (each page meanwhile is rendered in the browser). */
export const RETRY_FAILED_LOAD_MS = 10_000;

/** The remotes whose pages the page server renders (their server builds are loaded ahead of any request). */
const SERVER_RENDERED_REMOTES = [...new Set(SERVER_RENDERED_ROUTES.map(({ module }) => moduleParts(module).remote))];

/**
 * The shell's own server build (the site a page is rendered in), read like a remote's: its browser
 * manifest is the deployed shell's mf-manifest.json, its server build beside it, and its integrity
 * the `shell.serverIntegrity` key a shell's promote writes into the live remotes.json.
 */
export const SHELL_SERVER_BUILD = 'shell';
/** The shell's server app (SHELL_SERVER_APP) as a module of its server build. */
export const SHELL_APP_MODULE = `${SHELL_SERVER_BUILD}/${SHELL_SERVER_APP.slice(2)}` as const;

/** A remote whose release the gate refuses: not an accident, so it is not retried. */
export class ContractRefusedError extends Error {
  override name = 'ContractRefusedError';
}

export interface RemoteServerPage<P extends object = Record<string, never>> {
  Page: ComponentType<P>;
  /** Absolute URLs of the page's CSS files. */
  stylesheets: string[];
  /** The server build's file: which version rendered. */
  buildUrl: string;
}

/** A route's loader and head, from the version of its remote that remotes.json names. */
export interface RemoteRouteModule {
  loader: ServerRouteModule<unknown>['loader'];
  head: ServerRouteModule<unknown>['head'];
  /** The server build's file: which version answered. */
  buildUrl: string;
}

interface RemoteVersion {
  entryUrl: string;
  /** The server build's integrity remotes.json names (null: none). */
  integrity: string | null;
  /** Its browser manifest, kept by ETag (a reload of the same URL goes on with the same reader). */
  manifest: () => Promise<FileVersion>;
  /** The browser manifest's text this version was read from (null until read). */
  manifestText: string | null;
  /** The contract the live shell said it provides when this was gated (null: it did not say). */
  shellProvides: string | null;
  ready: Promise<{ build: ServerBuild; browserManifest: unknown }>;
  /** When it failed to load (null: loaded, loading, or refused for good). */
  failedAt: number | null;
}

export interface RemoteServerPages {
  /**
   * The page of `catalog/ProductPage` (or the shell's SHELL_APP_MODULE, with props P), as the
   * version in remotes.json renders it; rejects with why not.
   */
  page<P extends object = Record<string, never>>(
    module: `${string}/${string}`,
    remotes: RemotesManifest | null,
    shellProvides?: string | null,
  ): Promise<RemoteServerPage<P>>;
  /** The loader and head of `catalog/ProductPage`, from the same version `page` renders with; rejects with why not. */
  routeModule(
    module: `${string}/${string}`,
    remotes: RemotesManifest | null,
    shellProvides?: string | null,
  ): Promise<RemoteRouteModule>;
  /**
   * Starts loading the server build of each server-rendered remote `remotes` names (at start and
   * whenever a changed remotes.json is seen), so no shopper waits for it. Settles when those loads
   * do; never rejects (failures are logged).
   */
  preloadServerBuilds(remotes: RemotesManifest | null, shellProvides?: string | null): Promise<void>;
  /**
   * Asks for each remote's browser manifest again (by ETag: an unchanged one costs a 304) and
   * loads anew a remote whose manifest changed under the same URL. Never rejects.
   */
  refresh(): Promise<void>;
  /** The server build in use of each remote. */
  loaded(): Array<{ name: string; url: string }>;
}

/** Where the page server's notes on loading go (Fastify's logger in the app). */
export interface LoadLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silent: LoadLog = { info: () => undefined, warn: () => undefined };

export interface RemoteServerPagesOptions {
  shared: SharedModules;
  /** Where remotes' code may come from and whether it must be verified (config: REMOTE_ORIGINS, NODE_ENV). */
  policy: RemoteCodePolicy;
  fetchImpl: FetchLike;
  read?: ReadUrl;
  now?: () => number;
  /** The shared-contract version the page server provides to the builds it loads (its own). */
  provides?: string;
  log?: LoadLog;
  /** The deployed shell's origin: its server build (SHELL_SERVER_BUILD) is loaded with the remotes'. */
  shellOrigin?: string;
}

export function remoteServerPages({
  shared,
  policy,
  fetchImpl,
  read,
  now = Date.now,
  provides = CONTRACT_VERSION,
  log = silent,
  shellOrigin,
}: RemoteServerPagesOptions): RemoteServerPages {
  const shellManifest = shellOrigin === undefined ? null : `${shellOrigin.replace(/\/+$/, '')}/mf-manifest.json`;
  /** remotes.json with the shell's own manifest beside the remotes (no remotes.json: the shell alone). */
  const withShell = (remotes: RemotesManifest | null): RemotesManifest | null =>
    shellManifest === null ? remotes : { ...remotes, [SHELL_SERVER_BUILD]: shellManifest };
  const preloaded = shellManifest === null ? SERVER_RENDERED_REMOTES : [...SERVER_RENDERED_REMOTES, SHELL_SERVER_BUILD];
  const loader = createRemoteServerLoader(read ? { shared, policy, read } : { shared, policy });
  const versions = new Map<string, RemoteVersion>();
  const timedFetch: FetchLike = (url, init) => fetchImpl(url, { ...init, signal: AbortSignal.timeout(API_TIMEOUT_MS) });

  /** Reads the version's browser manifest (kept on it), gates it, then loads its server build. */
  async function loadVersion(
    version: Omit<RemoteVersion, 'ready'>,
  ): Promise<{ build: ServerBuild; browserManifest: unknown }> {
    const { entryUrl, integrity, shellProvides } = version;
    // Nothing is asked of a source the page server may not run code from.
    mayLoad(entryUrl, integrity, policy);
    const { text } = await version.manifest();
    if (text === null) throw new Error(`${entryUrl} answered 404`);
    version.manifestText = text;
    const browserManifest = JSON.parse(text) as unknown;
    const refusal = contractRefusal(browserManifest, { pageServer: provides, shell: shellProvides });
    if (refusal) throw new ContractRefusedError(`${entryUrl} is refused: ${refusal}`);
    const build = await loader.loadFromManifest(new URL(SERVER_MANIFEST_PATH, entryUrl).href, integrity);
    return { build, browserManifest };
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

  async function readyVersion(
    module: `${string}/${string}`,
    liveRemotes: RemotesManifest | null,
    shellProvides: string | null,
  ): Promise<{ entryUrl: string; expose: string; build: ServerBuild; browserManifest: unknown }> {
    const remotes = withShell(liveRemotes);
    releaseRemovedRemotes(remotes);
    const { remote, expose } = moduleParts(module);
    const found = remotes && versionOf(remote, remotes, shellProvides);
    if (!found) throw new Error(`remotes.json names no "${remote}"`);
    const { build, browserManifest } = await found.version.ready;
    return { entryUrl: found.entryUrl, expose, build, browserManifest };
  }

  let preloadedFor: { remotes: RemotesManifest | null; shellProvides: string | null; done: Promise<void> } | null =
    null;

  return {
    async page<P extends object>(
      module: `${string}/${string}`,
      remotes: RemotesManifest | null,
      shellProvides: string | null = null,
    ) {
      const { entryUrl, expose, build, browserManifest } = await readyVersion(module, remotes, shellProvides);
      return {
        Page: build.getPage<P>(expose),
        stylesheets: pageStylesheets(entryUrl, browserManifest, expose),
        buildUrl: build.url,
      };
    },
    async routeModule(module, remotes, shellProvides = null) {
      const { expose, build } = await readyVersion(module, remotes, shellProvides);
      const exported = build.get(expose) as { loader?: unknown; head?: unknown } | null;
      const { loader, head } = exported ?? {};
      if (typeof loader !== 'function' || typeof head !== 'function')
        throw new Error(`${module} (${build.url}) exports no loader and head`);
      return {
        loader: loader as RemoteRouteModule['loader'],
        head: head as RemoteRouteModule['head'],
        buildUrl: build.url,
      };
    },
    preloadServerBuilds(liveRemotes, shellProvides = null) {
      // remotes.json is the same object until it changes (shellPageSource): one warm-up per deploy.
      if (preloadedFor?.remotes === liveRemotes && preloadedFor.shellProvides === shellProvides)
        return preloadedFor.done;
      const remotes = withShell(liveRemotes);
      releaseRemovedRemotes(remotes);
      const loads = preloaded.flatMap((remote) => {
        const found = remotes && versionOf(remote, remotes, shellProvides);
        return found ? [found.version.ready] : [];
      });
      const done = Promise.allSettled(loads).then(() => undefined);
      preloadedFor = { remotes: liveRemotes, shellProvides, done };
      return done;
    },
    async refresh() {
      await Promise.allSettled([...versions].map(([remote, version]) => followRedeploy(remote, version)));
    },
    loaded: () => loader.loaded(),
  };
}
