/**
 * The files a remote's page needs, from its browser build's mf-manifest.json, as absolute URLs:
 * its CSS (the expose's assets.css, sync and async), linked in the head so the page paints styled
 * before any script, and its scripts (the remote's entry and the expose's sync chunks), preloaded
 * in the head so they download with the HTML. Files sit beside the manifest unless it names a
 * public path.
 */
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

/** The manifest's expose and the URL its files are relative to. */
function exposeOf(manifestUrl: string, manifest: unknown, expose: string) {
  const { metaData, exposes } = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as BrowserManifest;
  const found = Array.isArray(exposes)
    ? exposes.find((entry) => entry.path === expose || `./${String(entry.name)}` === expose)
    : undefined;
  const publicPath = metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const resolve = (files: string[]) => [...new Set(files.map((file) => new URL(file, base).href))];
  return { found, metaData, resolve };
}

export function pageStylesheets(manifestUrl: string, manifest: unknown, expose: string): string[] {
  const { found, resolve } = exposeOf(manifestUrl, manifest, expose);
  return resolve([...strings(found?.assets?.css?.sync), ...strings(found?.assets?.css?.async)]);
}

/** The remote's entry, then the chunks the page runs at once; nothing for an unknown expose or a manifest without an entry. */
export function pageScripts(manifestUrl: string, manifest: unknown, expose: string): string[] {
  const { found, metaData, resolve } = exposeOf(manifestUrl, manifest, expose);
  const entry = metaData?.remoteEntry;
  if (!found || typeof entry?.name !== 'string') return [];
  const entryPath = typeof entry.path === 'string' ? entry.path : '';
  return resolve([`${entryPath}${entry.name}`, ...strings(found.assets?.js?.sync)]);
}
