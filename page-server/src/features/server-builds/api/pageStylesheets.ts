/**
 * The text of the stylesheets a remote's pages need, read once per version (the files are
 * content-hashed), so a server-rendered page carries its CSS in its head: the browser paints it
 * without first opening a connection to the remote's host for a render-blocking file. The remote's
 * CSS chunk loading finds the inlined sheet by its data-href and fetches nothing either.
 * A sheet is linked as before when it is large (it would swell every page, where a link is cached
 * across pages), unreadable, not at an allowed source, or could close its <style> element.
 */
import { exposedPageFiles } from 'shared-contracts';
import type { ReadUrl } from './remoteServerLoader';
import { isAllowedSource, type RemoteCodePolicy } from './verifiedRemoteCode';

/** A stylesheet of a page: inlined (`css`) or linked (`css` null). */
export interface PageStylesheet {
  href: string;
  css: string | null;
}

/** Larger sheets are linked: inlined, every page would carry them again. */
export const INLINE_STYLESHEET_MAX_BYTES = 32 * 1024;

/** The stylesheets of every page the manifest exposes, by URL, read as text where they may be inlined. */
export async function readPageStylesheets(
  manifestUrl: string,
  manifest: unknown,
  { read, policy }: { read: ReadUrl; policy: RemoteCodePolicy },
): Promise<ReadonlyMap<string, string>> {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  const names = Array.isArray(exposes) ? exposes.map((expose: { name?: unknown }) => expose.name) : [];
  const hrefs = new Set(
    names.flatMap((name) => {
      const files = typeof name === 'string' ? exposedPageFiles(manifestUrl, manifest, name) : null;
      return files ? [...files.styles, ...files.lazyStyles] : [];
    }),
  );
  const texts = await Promise.all(
    [...hrefs].map(async (href): Promise<[string, string] | null> => {
      if (!isAllowedSource(href, policy)) return null;
      const bytes = await read(href).catch(() => null);
      if (bytes === null || bytes.byteLength > INLINE_STYLESHEET_MAX_BYTES) return null;
      const css = new TextDecoder().decode(bytes);
      return /<\/style/i.test(css) ? null : [href, css];
    }),
  );
  return new Map(texts.filter((entry): entry is [string, string] => entry !== null));
}
