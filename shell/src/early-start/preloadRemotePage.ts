import { exposedPageFiles } from 'shared-contracts';
import { addHeadLink } from './addHeadLink';

/** The page's files in a remote's manifest; a manifest URL in remotes.json may be relative to the page. */
const pageFiles = (manifestUrl: string, manifest: unknown, exposed: string) =>
  exposedPageFiles(new URL(manifestUrl, document.baseURI).href, manifest, exposed);

/** The URLs of a remote's entry and of the chunks one of its pages needs at once. */
export function remotePageFiles(manifestUrl: string, manifest: unknown, exposed: string): string[] {
  const files = pageFiles(manifestUrl, manifest, exposed);
  return files?.entry ? [files.entry, ...files.scripts] : [];
}

/** The stylesheets those chunks need (their extracted CSS): a chunk's code runs only once they have loaded. */
export function remotePageStyles(manifestUrl: string, manifest: unknown, exposed: string): string[] {
  return pageFiles(manifestUrl, manifest, exposed)?.styles ?? [];
}

/**
 * Asks the browser to fetch these scripts or stylesheets now; the federation runtime's script tags
 * and the remote's chunk loading (its stylesheet links) reuse them. A file the page already preloads
 * (a server-rendered page's head names its own) is not asked for twice.
 */
export function preloadFiles(as: 'script' | 'style', urls: string[]): void {
  const preloaded = new Set(
    Array.from(document.head.querySelectorAll<HTMLLinkElement>(`link[rel="preload"][as="${as}"]`), (link) => link.href),
  );
  for (const href of urls) if (!preloaded.has(href)) addHeadLink({ rel: 'preload', as, href });
}
