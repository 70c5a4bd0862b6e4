/** Ports of ARCHITECTURE §9, one place for every script and config. */
module.exports = {
  apps: {
    shell: 3000,
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
