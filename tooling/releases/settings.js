/**
 * Where releases live and what is live, from the environment (README "Releasing"):
 *   RELEASE_ROOT      folder of immutable releases, <root>/<app>/<version>/ (default releases/)
 *   RELEASE_BASE_URL  the URL that serves RELEASE_ROOT (default http://localhost:3006/, the static
 *                     host of the release root); a remote's publicPath is <base>/<app>/<version>/
 *   LIVE_REMOTES      the remotes.json shoppers' shells read (default shell/dist/remotes.json)
 *   LIVE_HISTORY      one JSON line per promote and rollback (default .deploy/history.jsonl)
 * Relative paths are taken from where npm was run (INIT_CWD), as a shell user expects.
 */
const path = require('path');
const { pathToFileURL } = require('url');
const { remoteNames } = require('../ports');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every deployable: the shell, the remotes (with their federation container name) and the Node
 * services (kind 'server': the API server and the page server). `inputs`: workspace folders besides
 * its own that its build reads (version.js).
 */
const APPS = {
  shell: { kind: 'shell' },
  ...Object.fromEntries(Object.entries(remoteNames).map(([app, remote]) => [app, { kind: 'remote', remote }])),
  server: { kind: 'server', inputs: ['http-metrics'] },
  'page-server': { kind: 'server', inputs: ['security-headers', 'http-metrics'] },
};

class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

function appInfo(app) {
  const info = APPS[app];
  if (!info) throw new ReleaseError(`Unknown app '${app}'. Apps: ${Object.keys(APPS).join(', ')}.`);
  return { app, dir: path.join(REPO_ROOT, app), ...info };
}

/** A base URL with one trailing slash; a plain folder path becomes its file: URL. */
function baseUrl(value, from) {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : pathToFileURL(path.resolve(from, value)).href;
  return url.endsWith('/') ? url : `${url}/`;
}

function releaseSettings(env = process.env) {
  const from = env.INIT_CWD || process.cwd();
  const resolve = (value, fallback) => (value ? path.resolve(from, value) : fallback);
  return {
    releaseRoot: resolve(env.RELEASE_ROOT, path.join(REPO_ROOT, 'releases')),
    releaseBaseUrl: baseUrl(env.RELEASE_BASE_URL || 'http://localhost:3006/', from),
    liveRemotes: resolve(env.LIVE_REMOTES, path.join(REPO_ROOT, 'shell', 'dist', 'remotes.json')),
    history: resolve(env.LIVE_HISTORY, path.join(REPO_ROOT, '.deploy', 'history.jsonl')),
  };
}

module.exports = { REPO_ROOT, APPS, ReleaseError, appInfo, releaseSettings };
