import { addHeadLink } from './addHeadLink';

/** The part of a remote's mf-manifest.json that says which files a page needs. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: unknown[] }; css?: { sync?: unknown[] } } }>;
}

/** The page's entry in the manifest and the URL its files are relative to, or null when the manifest has no such page. */
function exposedPage(manifestUrl: string, manifest: unknown, exposed: string) {
  const { metaData, exposes } = (manifest ?? {}) as RemoteManifest;
  const expose = exposes?.find((e) => e.name === exposed || e.path === `./${exposed}`);
  if (!expose || !metaData?.remoteEntry?.name) return null;
  const base =
    metaData.publicPath && metaData.publicPath !== 'auto'
      ? metaData.publicPath
      : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const at = (file: string): string => new URL(file, new URL(base, document.baseURI)).href;
  const files = (list: unknown[] | undefined): string[] =>
    (list ?? []).filter((file): file is string => typeof file === 'string').map(at);
  return {
    entry: at(`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`),
    scripts: files(expose.assets?.js?.sync),
    styles: files(expose.assets?.css?.sync),
  };
}

/**
 * The URLs of a remote's entry and of the chunks one of its pages needs at once, read from the
 * remote's manifest. Files sit beside the manifest unless it names a public path.
 */
export function remotePageFiles(manifestUrl: string, manifest: unknown, exposed: string): string[] {
  const page = exposedPage(manifestUrl, manifest, exposed);
  return page ? [page.entry, ...page.scripts] : [];
}

/** The stylesheets those chunks need (their extracted CSS): a chunk's code runs only once they have loaded. */
export function remotePageStyles(manifestUrl: string, manifest: unknown, exposed: string): string[] {
  return exposedPage(manifestUrl, manifest, exposed)?.styles ?? [];
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
