/**
 * Inlined into index.html and run before any bundle arrives: asks for /config.json (and opens the
 * connection to its API) and /remotes.json, then for the first route's remote manifest (handed to
 * the federation runtime), then preloads that page's files (a server-rendered page's head already
 * has them) — all while main.js and React are still on the wire. Everything it does is a hint: if it fails, start-up fetches the same files itself.
 * It also fits the app shell painted before scripts (app-shell/) and the page's title to the route
 * and the configured store name.
 */
import { firstPageRoute } from '../app/firstPageModule';
import { NOT_FOUND_TITLE } from '../app/routes';
import { exposedNameOf, remoteOf } from '../features/federation/api/remoteModules';
import { contractRefusal } from '../features/federation/utils/remoteContract';
import { markAdminRoute, showConfiguredNames } from './appShell';
import { manifestFile, publishEarly } from './handover';
import { preconnect } from './preconnect';
import { preloadFiles, remotePageFiles } from './preloadRemotePage';
import { shellFileUrl } from './shellFileUrl';

const readJson = (url: string): Promise<unknown> =>
  fetch(url).then((response) => (response.ok ? response.json() : null));

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

if (page) {
  void remotes
    .then((list) => {
      const manifestUrl = (list as Record<string, unknown> | null)?.[remoteOf(page)];
      if (typeof manifestUrl !== 'string') return;
      const manifest = readJson(manifestUrl).catch(() => null);
      publishEarly(manifestFile(manifestUrl), manifest);
      // A release this shell cannot run is not preloaded; the runtime refuses it from the same answer.
      return manifest.then((body) => {
        if (!contractRefusal(remoteOf(page), body))
          preloadFiles('script', remotePageFiles(manifestUrl, body, exposedNameOf(page)));
      });
    })
    .catch(() => undefined);
}
