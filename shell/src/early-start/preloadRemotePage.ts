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

/** What already fetches a file of each kind: a preload, the file itself, or (CSS) the page server's inlined copy of it. */
const HAVING = {
  script: 'link[rel="preload"][as="script"], script[src]',
  style: 'link[rel="preload"][as="style"], link[rel="stylesheet"], style[data-href]',
} as const;

const urlOf = (element: Element): string | null =>
  element instanceof HTMLLinkElement
    ? element.href
    : element instanceof HTMLScriptElement
      ? element.src
      : element.getAttribute('data-href');

/**
 * Asks the browser to fetch these scripts or stylesheets now; the federation runtime's script tags
 * and the remote's chunk loading (its stylesheet links) reuse them. A file the page already has or
 * preloads (a server-rendered page's head names its scripts and inlines its CSS) is not asked for again.
 */
export function preloadFiles(as: 'script' | 'style', urls: string[]): void {
  const having = new Set(Array.from(document.querySelectorAll(HAVING[as]), urlOf));
  for (const href of urls) if (!having.has(href)) addHeadLink({ rel: 'preload', as, href });
}
