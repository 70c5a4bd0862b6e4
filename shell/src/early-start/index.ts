/**
 * Inlined into index.html and run before any bundle arrives: asks for /config.json (and opens the
 * connection to its API) and /remotes.json, then for the remotes' manifests (handed to the
 * federation runtime and the links' prefetch), then preloads the first route's page files (a
 * server-rendered page's head already has them) — all while main.js and React are still on the wire.
 * Everything it does is a hint: if it fails, start-up fetches the same files itself.
 * It also fits the app shell painted before scripts (app-shell/) and the page's title to the route
 * and the configured store name.
 */
import { firstPageRoute } from '../app/firstPageModule';
import { NOT_FOUND_TITLE } from '../app/routes';
import { exposedNameOf, remoteOf } from '../features/federation/api/remoteModules';
import { parseRemotesManifest } from '../features/federation/utils/parseRemotesManifest';
import { contractRefusal } from '../features/federation/utils/remoteContract';
import { markAdminRoute, showConfiguredNames } from './appShell';
import { manifestFile, publishEarly } from './handover';
import { preconnect } from './preconnect';
import { preloadFiles, remotePageFiles } from './preloadRemotePage';
import { shellFileUrl } from './shellFileUrl';

const readJson = (url: string, priority: RequestPriority = 'auto'): Promise<unknown> =>
  fetch(url, { priority }).then((response) => (response.ok ? response.json() : null));

const route = firstPageRoute(window.location.pathname);
const page = route?.module ?? null;
markAdminRoute(page);

const config = readJson(shellFileUrl('/config.json')).catch(() => null);
publishEarly('config', config);
void config.then((body) => {
  preconnect((body as { apiBaseUrl?: unknown } | null)?.apiBaseUrl);
  showConfiguredNames(body, route?.title ?? NOT_FOUND_TITLE);
});

const remotes = readJson(shellFileUrl('/remotes.json')).catch(() => null);
publishEarly('remotes', remotes);

/** Asks for a remote's manifest and hands the answer (null when it failed) to start-up. */
function askForManifest(url: string, priority: RequestPriority): Promise<unknown> {
  const manifest = readJson(url, priority).catch(() => null);
  publishEarly(manifestFile(url), manifest);
  return manifest;
}

void remotes
  .then((list) => {
    const manifests = parseRemotesManifest(list);
    const pageRemote = page ? remoteOf(page) : null;
    const pageManifestUrl = pageRemote ? manifests[pageRemote] : undefined;
    if (page && pageManifestUrl) {
      // A release this shell cannot run is not preloaded; the runtime refuses it from the same answer.
      void askForManifest(pageManifestUrl, 'auto').then((body) => {
        if (!contractRefusal(remoteOf(page), body))
          preloadFiles('script', remotePageFiles(pageManifestUrl, body, exposedNameOf(page)));
      });
    }
    // The other remotes' manifests (~1 KB each) too, at low priority: once the first page is there,
    // the links to their pages are prefetched at once, with no manifest round trip left to wait for.
    for (const [remote, manifestUrl] of Object.entries(manifests))
      if (remote !== pageRemote) void askForManifest(manifestUrl, 'low');
  })
  .catch(() => undefined);
