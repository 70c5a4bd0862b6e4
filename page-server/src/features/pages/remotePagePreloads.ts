/**
 * Preloads for a page the browser renders (cart, login, account, admin): its remote's entry, the
 * page's chunks and their CSS, read from the remote's mf-manifest.json that remotes.json names.
 * Without them the browser learns of these files only after three round trips in a row (the page,
 * remotes.json, the manifest); with them they download with the HTML. The manifest is read by ETag
 * on every page, as the shell's own files are, so a release shows on the next page. These are hints:
 * a manifest that cannot be read, or a release the live shell would refuse (or may: it does not say
 * what it provides), gives none.
 */
import {
  contractSatisfies,
  exposedPageFiles,
  requiredContract,
  type BrowserRenderedRoute,
  type RemotesManifest,
} from 'shared-contracts';
import { escapeHtml } from '../head/pageHead';
import { moduleParts } from '../server-builds/utils/moduleParts';
import { revalidatingFile, type FetchLike, type FileVersion } from '../shell/api/revalidatingFile';
import { withinMs } from '../server-render/utils/withinMs';

/** A manifest slower than this leaves the page without its hints rather than holding it. */
export const MANIFEST_WAIT_MS = 200;

export type RemotePagePreloads = (
  module: BrowserRenderedRoute['module'],
  remotes: RemotesManifest | null,
  shellProvides: string | null,
) => Promise<string>;

const preload = (as: 'script' | 'style', href: string): string =>
  `<link rel="preload" as="${as}" href="${escapeHtml(href)}"/>`;

export function remotePagePreloads(fetchImpl: FetchLike): RemotePagePreloads {
  /** Per remote, the reader of the manifest remotes.json names now, and its text last parsed (parsed once per deploy). */
  const manifests = new Map<
    string,
    { url: string; read: () => Promise<FileVersion>; parsed?: { text: string | null; body: unknown } }
  >();
  return async (module, remotes, shellProvides) => {
    const { remote, expose } = moduleParts(module);
    const url = remotes?.[remote];
    if (!url) return '';
    let manifest = manifests.get(remote);
    if (manifest?.url !== url) {
      manifest = { url, read: revalidatingFile(url, fetchImpl) };
      manifests.set(remote, manifest);
    }
    try {
      const { text } = await withinMs(manifest.read(), MANIFEST_WAIT_MS, 'late');
      if (manifest.parsed?.text !== text) manifest.parsed = { text, body: JSON.parse(text ?? 'null') as unknown };
      const { body } = manifest.parsed;
      const requires = requiredContract(body);
      // Code is fetched only for a shell known to run it (one that does not say what it provides may refuse it).
      if (requires !== null && (shellProvides === null || !contractSatisfies(requires, shellProvides))) return '';
      const files = exposedPageFiles(url, body, expose);
      if (!files?.entry) return '';
      // Classic scripts, as the federation runtime and webpack's chunk loading add them (a module preload would not be reused).
      return (
        [files.entry, ...files.scripts].map((href) => preload('script', href)).join('') +
        files.styles.map((href) => preload('style', href)).join('')
      );
    } catch {
      return '';
    }
  };
}
