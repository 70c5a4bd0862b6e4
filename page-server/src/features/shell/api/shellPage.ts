/**
 * What the shell has deployed, read from its host for every page: index.html (with its files made
 * absolute URLs of that host), config.json (store name, contact, what the CSP allows) and
 * remotes.json (the remotes' origins, for the CSP). Each is kept by ETag (revalidatingFile).
 */
import { toRuntimeConfig, type RemotesManifest, type StorefrontConfig } from 'shared-contracts';
import { pointAssetsAtShell } from '../utils/pointAssetsAtShell';
import { revalidatingFile, UpstreamError, type FetchLike } from './revalidatingFile';

export interface ShellPage {
  /** index.html, its files pointed at the shell's host. */
  html: string;
  /** config.json over the local defaults (the store name of every title). */
  config: StorefrontConfig;
  /** remotes.json as deployed, or null when there is none. */
  remotes: RemotesManifest | null;
  /** Some file was served from what was kept because the shell's host could not be asked. */
  stale: boolean;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isRemotes = (value: unknown): value is RemotesManifest =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');

export function shellPageSource(shellOrigin: string, fetchImpl?: FetchLike): () => Promise<ShellPage> {
  const index = revalidatingFile(`${shellOrigin}/index.html`, fetchImpl);
  const config = revalidatingFile(`${shellOrigin}/config.json`, fetchImpl);
  const remotes = revalidatingFile(`${shellOrigin}/remotes.json`, fetchImpl);
  let pointed: { from: string; html: string } | null = null;

  return async () => {
    const [page, configFile, remotesFile] = await Promise.all([index(), config(), remotes()]);
    if (page.text === null) throw new UpstreamError(`${shellOrigin}/index.html answered 404: is the shell deployed there?`);
    if (pointed?.from !== page.text) pointed = { from: page.text, html: pointAssetsAtShell(page.text, shellOrigin) };
    const remotesBody = parseJson(remotesFile.text);
    return {
      html: pointed.html,
      config: toRuntimeConfig(parseJson(configFile.text)),
      remotes: isRemotes(remotesBody) ? remotesBody : null,
      stale: page.stale || configFile.stale || remotesFile.stale,
    };
  };
}
