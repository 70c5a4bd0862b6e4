/**
 * The singletons of ARCHITECTURE §3: exactly one copy of each at run time. Versions are read from
 * the installed packages so host and remotes agree without anyone editing numbers by hand.
 *
 * `shared-contracts` itself (types, rules, messages, event helpers) is NOT shared: a singleton is
 * whichever copy loaded first — the shell's — so a remote that ships with a newer contract (a new
 * API path, a new message) would run against the shell's older copy until the shell is rebuilt.
 * Each app bundles its own copy instead; its stateful parts (the cart/wishlist event store, the
 * auth session store) live on globalThis under versioned symbols, so copies see one state.
 * Only `shared-contracts/react` is a singleton, because React contexts must be one object.
 */
const path = require('path');

const root = path.resolve(__dirname, '..');

function installedVersion(pkg) {
  const base = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  if (base === 'shared-contracts') return require(path.join(root, 'shared-contracts/package.json')).version;
  return require(require.resolve(`${base}/package.json`, { paths: [root] })).version;
}

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'shared-contracts/router',
  'redux',
  'firebase/app',
  'firebase/auth',
  'react-toastify',
  'shared-contracts/react',
];

/**
 * What the remotes' containers take from the shell instead of bundling a fallback copy
 * (`import: false`: smaller remoteEntry.js and dist, and no second copy is possible). The shell
 * provides a shared module only if its own code imports it, so this lists only what the shell uses:
 * redux is the cart's alone and keeps its fallback.
 */
const PROVIDED_BY_SHELL = SINGLETONS.filter((name) => name !== 'redux');

/** `^major.0.0`, or `^0.minor.0` before 1.0 (where a caret on 0.0.0 would accept nothing newer). */
function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** @param {{ fromShell?: boolean }} [options] fromShell: a remote's container, which takes PROVIDED_BY_SHELL from the shell */
function sharedSingletons({ fromShell = false } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: compatibleRange(version),
      ...(fromShell && PROVIDED_BY_SHELL.includes(name) ? { import: false } : {}),
    };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS, PROVIDED_BY_SHELL };
