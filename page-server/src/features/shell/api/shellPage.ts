/**
 * What the shell has deployed, read from its host for every page: index.html (with its files made
 * absolute URLs of that host), config.json (store name, contact, what the CSP allows) and
 * remotes.json (the remotes' origins, for the CSP). Each is kept by ETag (revalidatingFile).
 */
import { toRuntimeConfig, type RemotesManifest, type StorefrontConfig } from 'shared-contracts';
import { slotTemplate } from '../../server-render/utils/pageSlot';
import { shellProvidedContract } from '../../server-builds/utils/remoteContract';
import { pointAssetsAtShell } from '../utils/pointAssetsAtShell';
import { revalidatingFile, UpstreamError, type FetchLike } from './revalidatingFile';

export interface ShellPage {
  /** index.html, its files pointed at the shell's host. */
  html: string;
  /** That page with its page slot's content marked for a server render; null without a slot. */
  template: string | null;
  /** The shared contract the page says the shell provides; null when it does not say. */
  providesContract: string | null;
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

/** `derive` of the last text, worked out again only when the text changes (a new deploy). */
function lastOf<T>(derive: (text: string | null) => T): (text: string | null) => T {
  let last: { from: string | null; value: T } | null = null;
  return (text) => {
    if (last === null || last.from !== text) last = { from: text, value: derive(text) };
    return last.value;
  };
}

export function shellPageSource(shellOrigin: string, fetchImpl?: FetchLike): () => Promise<ShellPage> {
  const index = revalidatingFile(`${shellOrigin}/index.html`, fetchImpl);
  const config = revalidatingFile(`${shellOrigin}/config.json`, fetchImpl);
  const remotes = revalidatingFile(`${shellOrigin}/remotes.json`, fetchImpl);
  // Each file is worked out once per version: the same objects serve every page until a deploy
  // (what is derived from them, like the security headers, can be kept by them too).
  const pointed = lastOf((text) => {
    const html = text === null ? '' : pointAssetsAtShell(text, shellOrigin);
    return { html, template: slotTemplate(html), providesContract: shellProvidedContract(html) };
  });
  const runtimeConfig = lastOf((text) => toRuntimeConfig(parseJson(text)));
  const remotesManifest = lastOf((text) => {
    const body = parseJson(text);
    return isRemotes(body) ? body : null;
  });

  return async () => {
    const [page, configFile, remotesFile] = await Promise.all([index(), config(), remotes()]);
    if (page.text === null)
      throw new UpstreamError(`${shellOrigin}/index.html answered 404: is the shell deployed there?`);
    return {
      ...pointed(page.text),
      config: runtimeConfig(configFile.text),
      remotes: remotesManifest(remotesFile.text),
      stale: page.stale || configFile.stale || remotesFile.stale,
    };
  };
}
