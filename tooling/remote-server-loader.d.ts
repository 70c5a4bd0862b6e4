import type { ComponentType } from 'react';

/** The modules a page server shares with the server builds it loads, by the name they require. */
export type SharedModules = Readonly<Record<string, unknown>>;

/** Reads a URL's text (the default: fetch for http(s), the disk for file:). */
export type ReadUrl = (url: string) => Promise<string>;

/** One version of one remote's server build, instantiated. */
export interface ServerBuild {
  readonly name: string;
  /** The immutable URL of this version's file. */
  readonly url: string;
  /** The container's expose keys ('./ProductPage', ...). */
  readonly exposes: readonly string[];
  /** The exposed module as its code exports it. */
  get(expose: string): unknown;
  /** The exposed module's default export, checked to be something React can render. */
  getPage<P extends object = Record<string, never>>(expose: string): ComponentType<P>;
}

export interface RemoteServerLoader {
  /** The version at `url` of remote `name`; it becomes the one in use once loaded (the previous is released). */
  load(name: string, url: string): Promise<ServerBuild>;
  /** The version a server-manifest.json names (fetched each call: call it when the remotes file changes). */
  loadFromManifest(manifestUrl: string): Promise<ServerBuild>;
  /** The version in use of each remote. */
  loaded(): Array<{ name: string; url: string }>;
  /** Forgets a remote's version (it is freed once no render uses it). */
  release(name: string): void;
}

export function createRemoteServerLoader(options: { shared: SharedModules; read?: ReadUrl }): RemoteServerLoader;
export function readServerManifest(manifestUrl: string, read?: ReadUrl): Promise<{ name: string; entryUrl: string }>;
export const readUrl: ReadUrl;
