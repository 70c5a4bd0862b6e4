/** Ports of ARCHITECTURE §9, one place for every script and config. */
module.exports = {
  /** The page server: the site's address, answering every HTML navigation (page-server/). */
  pageServer: 3000,
  apps: {
    /** The shell's static host: its files (JS, CSS, index.html, config.json, remotes.json). */
    shell: 3005,
    'mfe-catalog': 3001,
    'mfe-cart': 3002,
    'mfe-account': 3003,
    'mfe-admin': 3004,
  },
  /** Federation container name of each remote app. */
  remoteNames: {
    'mfe-catalog': 'catalog',
    'mfe-cart': 'cart',
    'mfe-account': 'account',
    'mfe-admin': 'admin',
  },
  server: 4000,
  authEmulator: 9099,
};
