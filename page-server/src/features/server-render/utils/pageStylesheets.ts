/**
 * The CSS files a remote's page needs, from its browser build's mf-manifest.json (the expose's
 * assets.css, sync and async), as absolute URLs: the server-rendered page links them in its head so
 * it paints styled before any script. Files sit beside the manifest unless it names a public path.
 */
interface BrowserManifest {
  metaData?: { publicPath?: unknown };
  exposes?: Array<{ name?: unknown; path?: unknown; assets?: { css?: { sync?: unknown; async?: unknown } } }>;
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

export function pageStylesheets(manifestUrl: string, manifest: unknown, expose: string): string[] {
  const { metaData, exposes } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as BrowserManifest;
  const found = Array.isArray(exposes)
    ? exposes.find((entry) => entry.path === expose || `./${String(entry.name)}` === expose)
    : undefined;
  const publicPath = metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const files = [...strings(found?.assets?.css?.sync), ...strings(found?.assets?.css?.async)];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}
