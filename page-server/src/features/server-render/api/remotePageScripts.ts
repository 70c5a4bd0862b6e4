/**
 * The scripts a remote's page runs at once (the remote's entry and the page's chunks), read from
 * the remote's browser manifest, which remotes.json names: the server-rendered page preloads them
 * in its head, so they download with the HTML instead of after the shell has started. The manifest
 * is read by ETag on every page, as the shell's files are, so a redeploy shows on the next page.
 * These are hints: a manifest that cannot be read gives none, and the shell loads the files itself.
 */
import type { RemotesManifest, ServerRenderedRoute } from 'shared-contracts';
import { revalidatingFile, type FetchLike, type FileVersion } from '../../shell/api/revalidatingFile';
import { pageScripts } from '../utils/pageStylesheets';
import { moduleParts } from '../utils/serverRenderedRoute';

export type RemotePageScripts = (
  module: ServerRenderedRoute['module'],
  remotes: RemotesManifest | null,
) => Promise<string[]>;

export function remotePageScripts(fetchImpl: FetchLike): RemotePageScripts {
  /** Per remote, the reader of the manifest remotes.json names now (one version held, as for server builds). */
  const manifests = new Map<string, { url: string; read: () => Promise<FileVersion> }>();
  return async (module, remotes) => {
    const { remote, expose } = moduleParts(module);
    const url = remotes?.[remote];
    if (!url) return [];
    let manifest = manifests.get(remote);
    if (manifest?.url !== url) {
      manifest = { url, read: revalidatingFile(url, fetchImpl) };
      manifests.set(remote, manifest);
    }
    try {
      const { text } = await manifest.read();
      return text === null ? [] : pageScripts(url, JSON.parse(text), expose);
    } catch {
      return [];
    }
  };
}
