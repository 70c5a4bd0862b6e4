/**
 * The monolith, served as the composed site is: its files from a static host of their own, its
 * pages by the production page server (page-server/dist) — the same head, data, security headers
 * and one-document streamed render with `renderToPipeableStream` — so the bench's MF ÷ monolith
 * figures price the federation alone.
 *
 * Only where a page's code comes from differs. The shell's frame and the catalogue's pages are
 * rendered with the same server builds the composed site renders with (a page server has no
 * federation: it loads one CommonJS file per app), read here from the apps' dist/ folders; the
 * scripts and CSS a page needs come from the monolith's own build (route-files.json) instead of a
 * remote's manifest. In the browser it is one bundle: the shell's code with plain lazy imports.
 */
const fs = require('fs');
const path = require('path');
const { pathToFileURL } = require('url');
const { startPageServer } = require('../../tooling/stack');
const { startStaticServer } = require('../../tooling/static-server');

const root = path.resolve(__dirname, '../..');
const DIST = path.join(__dirname, 'dist');
/** Written by the monolith's build (webpack.config.js): each page module's JS and CSS files. */
const ROUTE_FILES = 'route-files.json';
/** The server builds a page is rendered with: the shell's frame, and the catalogue's pages. */
const SERVER_BUILDS = { shell: 'shell', catalog: 'mfe-catalog' };

const pageServer = (file) => require(path.join(root, 'page-server', 'dist', file));

/**
 * The page server's RemoteServerPages over the two server builds, loaded once at start by the
 * page server's own loader (from disk, as `npm start` runs local builds), with each page's files
 * from route-files.json.
 */
async function monolithPages(assetsUrl) {
  const { createRemoteServerLoader } = pageServer('features/server-builds/api/remoteServerLoader.js');
  const { remoteCodePolicy } = pageServer('features/server-builds/api/verifiedRemoteCode.js');
  const { PAGE_SERVER_SHARED } = pageServer('features/server-builds/sharedModules.js');
  const { moduleParts } = pageServer('features/server-builds/utils/moduleParts.js');
  const loader = createRemoteServerLoader({
    shared: PAGE_SERVER_SHARED,
    policy: remoteCodePolicy({ production: false, sources: [pathToFileURL(root).href] }),
  });
  const builds = {};
  for (const [name, app] of Object.entries(SERVER_BUILDS)) {
    const manifest = pathToFileURL(path.join(root, app, 'dist', 'server', 'server-manifest.json')).href;
    builds[name] = await loader.loadFromManifest(manifest, null);
  }
  const files = JSON.parse(fs.readFileSync(path.join(DIST, ROUTE_FILES), 'utf8'));
  // Inlined as the page server inlines a remote's stylesheets (read once, linked when large).
  const { INLINE_STYLESHEET_MAX_BYTES } = pageServer('features/server-builds/api/pageStylesheets.js');
  const css = new Map();
  const cssOf = (file) => {
    if (!css.has(file)) {
      const text = fs.readFileSync(path.join(DIST, file), 'utf8');
      css.set(file, Buffer.byteLength(text) > INLINE_STYLESHEET_MAX_BYTES ? null : text);
    }
    return css.get(file);
  };
  const urls = (module, kind) => (files[module]?.[kind] ?? []).map((file) => new URL(file, assetsUrl).href);
  const buildOf = (module) => {
    const { remote, expose } = moduleParts(module);
    const build = builds[remote];
    if (!build) throw new Error(`the monolith renders no "${remote}" pages`);
    return { build, expose };
  };
  return {
    serverPages: {
      async page(module) {
        const { build, expose } = buildOf(module);
        return {
          Page: build.getPage(expose),
          stylesheets: (files[module]?.css ?? []).map((file) => ({
            href: new URL(file, assetsUrl).href,
            css: cssOf(file),
          })),
          scripts: urls(module, 'js'),
          buildUrl: build.url,
        };
      },
      async routeModule(module) {
        const { build, expose } = buildOf(module);
        const { loader: load, head } = build.get(expose) ?? {};
        if (typeof load !== 'function' || typeof head !== 'function')
          throw new Error(`${module} exports no loader and head`);
        return { loader: load, head, buildUrl: build.url };
      },
      preloadServerBuilds: async () => {},
      refresh: async () => {},
      loaded: () => loader.loaded(),
    },
  };
}

/**
 * Starts the monolith's file host on `assetsPort` and its page server on `port`, in this process and
 * with the same settings as the composed site's (tooling/stack.js).
 * @returns {Promise<{ url: string, filesUrl: string, close: () => Promise<void> }>}
 */
async function startMonolith({ port, assetsPort, apiOrigin, env = {}, log = () => {} }) {
  const files = await startStaticServer({ dir: DIST, port: assetsPort, log });
  const filesUrl = `http://localhost:${assetsPort}`;
  const assetsUrl = `${filesUrl}/`;
  const url = `http://localhost:${port}`;
  const pages = await startPageServer({
    port,
    shellOrigin: filesUrl,
    apiOrigin,
    env: { SITE_URL: url, ...env },
    deps: await monolithPages(assetsUrl),
  });
  return {
    url,
    filesUrl,
    close: async () => {
      await pages.close();
      await files.close();
    },
  };
}

module.exports = { startMonolith, ROUTE_FILES };
