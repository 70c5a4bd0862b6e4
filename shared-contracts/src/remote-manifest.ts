/**
 * The files one page a remote exposes needs, read from the remote's browser build's
 * mf-manifest.json, as absolute URLs. The shell's prefetch and the page server's head read a
 * manifest alike through this: files sit beside the manifest unless it names a public path.
 */
export interface ExposedPageFiles {
  /** The remote's entry (null when the manifest names none). */
  entry: string | null;
  /** The chunks the page runs at once. */
  scripts: string[];
  /** Their CSS: a chunk's code runs only once it has loaded. */
  styles: string[];
  /** The CSS of the page's lazy parts (a server-rendered page shows them at once). */
  lazyStyles: string[];
}

interface BrowserManifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{
    name?: unknown;
    path?: unknown;
    assets?: { css?: { sync?: unknown; async?: unknown }; js?: { sync?: unknown } };
  }>;
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files of `expose` ('ProductPage' or './ProductPage') in the manifest read from the absolute
 * `manifestUrl`; null when the manifest has no such page (or is not a manifest).
 */
export function exposedPageFiles(manifestUrl: string, manifest: unknown, expose: string): ExposedPageFiles | null {
  const { metaData, exposes } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as BrowserManifest;
  const name = expose.replace(/^\.\//, '');
  const found = Array.isArray(exposes) ? exposes.find((e) => e.name === name || e.path === `./${name}`) : undefined;
  if (!found) return null;
  const publicPath = metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== '' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl).href
      : manifestUrl;
  const at = (file: string): string => new URL(file, base).href;
  const urls = (files: string[]): string[] => [...new Set(files.map(at))];
  const entry = metaData?.remoteEntry;
  return {
    entry:
      typeof entry?.name === 'string' ? at(`${typeof entry.path === 'string' ? entry.path : ''}${entry.name}`) : null,
    scripts: urls(strings(found.assets?.js?.sync)),
    styles: urls(strings(found.assets?.css?.sync)),
    lazyStyles: urls(strings(found.assets?.css?.async)),
  };
}
