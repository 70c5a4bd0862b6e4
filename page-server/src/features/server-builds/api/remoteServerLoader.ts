/**
 * Loads remotes' server builds (tooling/server-build.js) by URL, one version of each remote at a
 * time, so a redeployed remote renders its new code on the next request with no restart.
 *
 * Nothing is compiled unverified: each URL is checked against the allowed sources before it is read
 * (redirects are refused), and the bytes read against the integrity remotes.json names before they
 * are compiled (verifiedRemoteCode.ts). A version is a URL with that integrity: server builds are
 * content-hashed files, so a new URL is new code. Each version is
 * compiled into a fresh module instance (vm.compileFunction: its module-level state is its own);
 * loading a remote's next version drops the loader's hold on the previous one, which the garbage
 * collector frees once the renders still using it finish. No global cache holds it (the federation
 * runtime's does).
 *
 * The build's `require` sees only the modules the host shares (React, the router, the React
 * contracts...), as a federation host's share scope would: one React for host and remote.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileFunction } from 'node:vm';
import type { ComponentType } from 'react';
import { mayLoad, verifiedSource, type RemoteCodePolicy } from './verifiedRemoteCode';

/** The modules a page server shares with the server builds it loads, by the name they require. */
export type SharedModules = Readonly<Record<string, unknown>>;

/** Reads a URL's bytes (the default: fetch for http(s), the disk for file:). */
export type ReadUrl = (url: string) => Promise<Uint8Array>;

/** One version of one remote's server build, instantiated. */
export interface ServerBuild {
  readonly name: string;
  /** The immutable URL of this version's file. */
  readonly url: string;
  /** The integrity its bytes were verified against (null: loaded unverified, in development from a local source). */
  readonly integrity: string | null;
  /** The container's expose keys ('./ProductPage', ...). */
  readonly exposes: readonly string[];
  /** The exposed module as its code exports it. */
  get(expose: string): unknown;
  /** The exposed module's default export, checked to be something React can render. */
  getPage<P extends object = Record<string, never>>(expose: string): ComponentType<P>;
}

export interface RemoteServerLoader {
  /**
   * The version at `url` of remote `name`, its bytes verified against `integrity` (null: none named,
   * which only development allows, from a local source); it becomes the one in use once loaded (the previous is released).
   */
  load(name: string, url: string, integrity: string | null): Promise<ServerBuild>;
  /** The version a server-manifest.json names (fetched each call: call it when the remotes file changes). */
  loadFromManifest(manifestUrl: string, integrity: string | null): Promise<ServerBuild>;
  /** The version in use of each remote. */
  loaded(): Array<{ name: string; url: string }>;
  /** Forgets a remote's version (it is freed once no render uses it). */
  release(name: string): void;
}

/** A remote's host that does not answer within this long fails the load (it is tried again later). */
const READ_TIMEOUT_MS = 10_000;

/** http(s) with fetch (no redirects: the URL checked is the URL read), file: from disk. */
export const readUrl: ReadUrl = async (url) => {
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return readFile(fileURLToPath(parsed));
  const get = () => fetch(parsed, { redirect: 'error', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
  // Once more on a network error: a kept-alive connection the static host has just closed fails
  // the first request sent on it ("other side closed"), typically the first one after a quiet spell.
  const response = await get().catch(() => get());
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${url} answered ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
};

/** A server build's file name, beside its manifest (no folder, no other host). */
const ENTRY_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.js$/;

/** The version a server-manifest.json names, as an absolute URL. */
export async function readServerManifest(
  manifestUrl: string,
  read: ReadUrl = readUrl,
): Promise<{ name: string; entryUrl: string }> {
  const text = new TextDecoder().decode(await read(manifestUrl));
  const manifest = JSON.parse(text) as { name?: unknown; entry?: unknown } | null;
  if (typeof manifest?.name !== 'string' || typeof manifest.entry !== 'string') {
    throw new Error(`${manifestUrl} is not a server manifest (it needs "name" and "entry")`);
  }
  if (!ENTRY_FILE.test(manifest.entry))
    throw new Error(`${manifestUrl} names "${manifest.entry}": a server build is a .js file beside its manifest`);
  return { name: manifest.name, entryUrl: new URL(manifest.entry, manifestUrl).href };
}

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);

function sharedRequire(shared: SharedModules, url: string) {
  return (request: string): unknown => {
    if (own(shared, request)) return shared[request];
    throw new Error(`${url} needs "${request}", which the page server does not share`);
  };
}

/** Runs a server build's CommonJS source as a new module instance; returns its table of exposes. */
function instantiate(code: string, url: string, shared: SharedModules): Record<string, unknown> {
  const module: { exports: { exposes?: unknown } } = { exports: {} };
  const run = compileFunction(code, ['exports', 'require', 'module'], { filename: url });
  run(module.exports, sharedRequire(shared, url), module);
  const { exposes } = module.exports;
  if (typeof exposes !== 'object' || exposes === null)
    throw new Error(`${url} is not a server build (it exports no "exposes")`);
  return exposes as Record<string, unknown>;
}

function serverBuild(
  name: string,
  url: string,
  integrity: string | null,
  exposes: Record<string, unknown>,
): ServerBuild {
  const get = (expose: string): unknown => {
    if (!own(exposes, expose)) throw new Error(`${name} (${url}) does not expose "${expose}"`);
    return exposes[expose];
  };
  return {
    name,
    url,
    integrity,
    exposes: Object.keys(exposes),
    get,
    getPage<P extends object>(expose: string): ComponentType<P> {
      const page = (get(expose) as { default?: unknown } | null)?.default;
      // A function component, or memo/forwardRef (objects with $$typeof).
      if (typeof page !== 'function' && (typeof page !== 'object' || page === null))
        throw new Error(`${name}/${expose} has no default export to render`);
      return page as ComponentType<P>;
    },
  };
}

interface Version {
  url: string;
  integrity: string | null;
  build: Promise<ServerBuild>;
  order: number;
}

export function createRemoteServerLoader({
  shared,
  policy,
  read = readUrl,
}: {
  shared: SharedModules;
  /** Where code may come from and whether it must be verified. */
  policy: RemoteCodePolicy;
  read?: ReadUrl;
}): RemoteServerLoader {
  /** Remote name -> the version in use. */
  const current = new Map<string, Version>();
  /** Remote name -> a version being read (requests for the same URL share it). */
  const pending = new Map<string, Version>();
  /** Orders loads: a slow older version that finishes last does not replace a newer one. */
  let loads = 0;

  /** Verified before it is read and before it is compiled. */
  async function verifiedBuild(name: string, url: string, integrity: string | null): Promise<ServerBuild> {
    mayLoad(url, integrity, policy);
    const code = verifiedSource(url, await read(url), integrity);
    return serverBuild(name, url, integrity, instantiate(code, url, shared));
  }

  function load(name: string, url: string, integrity: string | null): Promise<ServerBuild> {
    const same = (version: Version | undefined) => version?.url === url && version.integrity === integrity;
    const held = current.get(name);
    if (held && same(held)) return held.build;
    const reading = pending.get(name);
    if (reading && same(reading)) return reading.build;
    const build = verifiedBuild(name, url, integrity);
    const entry: Version = { url, integrity, build, order: ++loads };
    pending.set(name, entry);
    build.then(
      () => {
        if (pending.get(name) === entry) pending.delete(name);
        // The previous version is no longer held here; renders that hold it keep it alive until they end.
        if ((current.get(name)?.order ?? 0) < entry.order) current.set(name, entry);
      },
      () => {
        // A version that fails to load leaves the one in use in place (and is tried again next time).
        if (pending.get(name) === entry) pending.delete(name);
      },
    );
    return build;
  }

  return {
    load,
    async loadFromManifest(manifestUrl, integrity) {
      mayLoad(manifestUrl, integrity, policy);
      const { name, entryUrl } = await readServerManifest(manifestUrl, read);
      return load(name, entryUrl, integrity);
    },
    loaded: () => [...current].map(([name, { url }]) => ({ name, url })),
    release(name) {
      current.delete(name);
      pending.delete(name);
    },
  };
}
