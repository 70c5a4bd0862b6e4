/**
 * Loads remotes' server builds (tooling/server-build.js) into a Node page server by URL, one version
 * of each remote at a time, so a redeployed remote renders its new code on the next request with no
 * restart.
 *
 * A version is a URL: server builds are content-hashed files, so a new URL is new code. Each URL is
 * compiled into a fresh module instance (vm.compileFunction: its module-level state is its own);
 * loading a remote's next version drops the loader's hold on the previous one, which the garbage
 * collector frees once the renders still using it finish. No global cache holds it (the federation
 * runtime's does: see the issue 17 spike notes).
 *
 * The build's `require` sees only the modules the host shares (React, the router, the React
 * contracts...), as a federation host's share scope would: one React for host and remote.
 */
const fs = require('fs/promises');
const vm = require('vm');
const { fileURLToPath } = require('url');

/** http(s) with fetch, file: from disk. */
async function readUrl(url) {
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return fs.readFile(fileURLToPath(parsed), 'utf8');
  // Once more on a network error: a kept-alive connection the static host has just closed fails
  // the first request sent on it ("other side closed"), typically the first one after a quiet spell.
  const response = await fetch(parsed).catch(() => fetch(parsed));
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The version a server-manifest.json names, as an absolute URL. */
async function readServerManifest(manifestUrl, read = readUrl) {
  const manifest = JSON.parse(await read(manifestUrl));
  if (typeof manifest?.name !== 'string' || typeof manifest.entry !== 'string') {
    throw new Error(`${manifestUrl} is not a server manifest (it needs "name" and "entry")`);
  }
  return { name: manifest.name, entryUrl: new URL(manifest.entry, manifestUrl).href };
}

function sharedRequire(shared, url) {
  return (request) => {
    if (Object.prototype.hasOwnProperty.call(shared, request)) return shared[request];
    throw new Error(`${url} needs "${request}", which the page server does not share`);
  };
}

/** Runs a server build's CommonJS source as a new module instance; returns its table of exposes. */
function instantiate(code, url, shared) {
  const module = { exports: {} };
  const run = vm.compileFunction(code, ['exports', 'require', 'module'], { filename: url });
  run(module.exports, sharedRequire(shared, url), module);
  const { exposes } = module.exports;
  if (typeof exposes !== 'object' || exposes === null) throw new Error(`${url} is not a server build (it exports no "exposes")`);
  return exposes;
}

function serverBuild(name, url, exposes) {
  const get = (expose) => {
    if (!Object.prototype.hasOwnProperty.call(exposes, expose)) throw new Error(`${name} (${url}) does not expose "${expose}"`);
    return exposes[expose];
  };
  return {
    name,
    url,
    exposes: Object.keys(exposes),
    get,
    getPage(expose) {
      const page = get(expose).default;
      // A function component, or memo/forwardRef (objects with $$typeof).
      if (typeof page !== 'function' && (typeof page !== 'object' || page === null)) throw new Error(`${name}/${expose} has no default export to render`);
      return page;
    },
  };
}

function createRemoteServerLoader({ shared, read = readUrl }) {
  /** Remote name -> the version in use. */
  const current = new Map();
  /** Remote name -> a version being read (requests for the same URL share it). */
  const pending = new Map();
  /** Orders loads: a slow older version that finishes last does not replace a newer one. */
  let loads = 0;

  function load(name, url) {
    const held = current.get(name);
    if (held?.url === url) return held.build;
    const reading = pending.get(name);
    if (reading?.url === url) return reading.build;
    const build = read(url).then((code) => serverBuild(name, url, instantiate(code, url, shared)));
    const entry = { url, build, order: ++loads };
    pending.set(name, entry);
    build.then(
      () => {
        if (pending.get(name) === entry) pending.delete(name);
        // The previous version is no longer held here; renders that hold it keep it alive until they end.
        if ((current.get(name)?.order ?? 0) < entry.order) current.set(name, entry);
      },
      () => {
        // A version that fails to load leaves the one in use in place (and is tried again next time).
        if (pending.get(name) === entry) pending.delete(name);
      },
    );
    return build;
  }

  return {
    load,
    async loadFromManifest(manifestUrl) {
      const { name, entryUrl } = await readServerManifest(manifestUrl, read);
      return load(name, entryUrl);
    },
    loaded: () => [...current].map(([name, { url }]) => ({ name, url })),
    release(name) {
      current.delete(name);
      pending.delete(name);
    },
  };
}

module.exports = { createRemoteServerLoader, readServerManifest, readUrl };
