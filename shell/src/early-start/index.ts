/**
 * Inlined into index.html and run before any bundle arrives: asks for /config.json (and opens the
 * connection to its API) and /remotes.json, then for the first route's remote manifest (handed to
 * the federation runtime), then preloads that page's files — all while main.js and React are still on the wire. Everything it
 * does is a hint: if it fails, start-up fetches the same files itself. It also fits the app shell painted
 * before scripts (app-shell/) to the route and the configured store name.
 */
import { firstPageModule } from '../app/firstPageModule';
import { exposedNameOf, remoteOf } from '../features/federation/api/remoteModules';
import { markAdminRoute, showStoreName } from './appShell';
import { manifestFile, publishEarly } from './handover';
import { preconnect } from './preconnect';
import { preloadScripts, remotePageFiles } from './preloadRemotePage';

const readJson = (url: string): Promise<unknown> => fetch(url).then((response) => (response.ok ? response.json() : null));

const config = readJson('/config.json').catch(() => null);
publishEarly('config', config);
void config.then((body) => {
  preconnect((body as { apiBaseUrl?: unknown } | null)?.apiBaseUrl);
  showStoreName(body);
});

const remotes = readJson('/remotes.json').catch(() => null);
publishEarly('remotes', remotes);

const page = firstPageModule(window.location.pathname);
markAdminRoute(page);
if (page) {
  void remotes
    .then((list) => {
      const manifestUrl = (list as Record<string, unknown> | null)?.[remoteOf(page)];
      if (typeof manifestUrl !== 'string') return;
      const manifest = readJson(manifestUrl).catch(() => null);
      publishEarly(manifestFile(manifestUrl), manifest);
      return manifest.then((body) => preloadScripts(remotePageFiles(manifestUrl, body, exposedNameOf(page))));
    })
    .catch(() => undefined);
}
