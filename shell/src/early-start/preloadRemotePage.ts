import { addHeadLink } from './addHeadLink';

/** The part of a remote's mf-manifest.json that says which files a page needs. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: unknown[] } } }>;
}

/**
 * The URLs of a remote's entry and of the chunks one of its pages needs at once, read from the
 * remote's manifest. Files sit beside the manifest unless it names a public path.
 */
export function remotePageFiles(manifestUrl: string, manifest: unknown, exposed: string): string[] {
  const { metaData, exposes } = (manifest ?? {}) as RemoteManifest;
  const expose = exposes?.find((e) => e.name === exposed || e.path === `./${exposed}`);
  if (!expose || !metaData?.remoteEntry?.name) return [];
  const base =
    metaData.publicPath && metaData.publicPath !== 'auto'
      ? metaData.publicPath
      : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const chunks = (expose.assets?.js?.sync ?? []).filter((file): file is string => typeof file === 'string');
  return [`${metaData.remoteEntry.path ?? ''}${metaData.remoteEntry.name}`, ...chunks].map(
    (file) => new URL(file, new URL(base, document.baseURI)).href,
  );
}

/**
 * Asks the browser to fetch these scripts now; the federation runtime's own script tags reuse them.
 * A server-rendered page's head already preloads its own: those are not asked for twice.
 */
export function preloadScripts(urls: string[]): void {
  const preloaded = new Set(
    Array.from(
      document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      (link) => link.href,
    ),
  );
  for (const href of urls) if (!preloaded.has(href)) addHeadLink({ rel: 'preload', as: 'script', href });
}
