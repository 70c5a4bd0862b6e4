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
  exposedPageFiles,
  SERVER_RENDERED_ROUTES,
  SHELL_SERVER_APP,
  type RemotesManifest,
  type ServerRouteModule,
} from 'shared-contracts';
import type { FetchLike } from '../../shell/api/revalidatingFile';
import { moduleParts } from '../utils/moduleParts';
import type { PageStylesheet } from './pageStylesheets';
import { createRemoteServerLoader, readUrl, type ReadUrl, type SharedModules } from './remoteServerLoader';
import type { RemoteCodePolicy } from './verifiedRemoteCode';
import { remoteVersions, type LoadedVersion, type LoadLog } from './remoteVersions';

export { ContractRefusedError, type LoadLog } from './remoteVersions';

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

export interface RemoteServerPage<P extends object = Record<string, never>> {
  Page: ComponentType<P>;
  /** The page's CSS files, its lazy parts' too (a server-rendered page shows them at once), as absolute URLs with their text where it is to be inlined. */
  stylesheets: PageStylesheet[];
  /** Absolute URLs of the scripts the page runs at once: the remote's entry, then the page's chunks. */
  scripts: string[];
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
  read = readUrl,
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
  const loader = createRemoteServerLoader({ shared, policy, read });
  const versions = remoteVersions({ loader, policy, fetchImpl, read, now, provides, log });

  async function readyVersion(
    module: `${string}/${string}`,
    liveRemotes: RemotesManifest | null,
    shellProvides: string | null,
  ): Promise<LoadedVersion & { entryUrl: string; expose: string }> {
    const remotes = withShell(liveRemotes);
    versions.releaseRemovedRemotes(remotes);
    const { remote, expose } = moduleParts(module);
    const found = remotes && versions.versionOf(remote, remotes, shellProvides);
    if (!found) throw new Error(`remotes.json names no "${remote}"`);
    return { ...(await found.version.ready), entryUrl: found.entryUrl, expose };
  }

  let preloadedFor: { remotes: RemotesManifest | null; shellProvides: string | null; done: Promise<void> } | null =
    null;

  return {
    async page<P extends object>(
      module: `${string}/${string}`,
      remotes: RemotesManifest | null,
      shellProvides: string | null = null,
    ) {
      const { entryUrl, expose, build, browserManifest, stylesheets } = await readyVersion(
        module,
        remotes,
        shellProvides,
      );
      // The files of the very version that renders: its CSS and scripts match its HTML.
      const files = exposedPageFiles(entryUrl, browserManifest, expose);
      const hrefs = new Set([...(files?.styles ?? []), ...(files?.lazyStyles ?? [])]);
      return {
        Page: build.getPage<P>(expose),
        stylesheets: [...hrefs].map((href) => ({ href, css: stylesheets.get(href) ?? null })),
        scripts: files?.entry ? [files.entry, ...files.scripts] : [],
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
      versions.releaseRemovedRemotes(remotes);
      const loads = preloaded.flatMap((remote) => {
        const found = remotes && versions.versionOf(remote, remotes, shellProvides);
        return found ? [found.version.ready] : [];
      });
      const done = Promise.allSettled(loads).then(() => undefined);
      preloadedFor = { remotes: liveRemotes, shellProvides, done };
      return done;
    },
    refresh: () => versions.refresh(),
    loaded: () => loader.loaded(),
  };
}
