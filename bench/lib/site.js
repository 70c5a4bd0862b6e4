/**
 * Builds the production apps (and the monolith of the same pages), seeds 10,000 products into a
 * fresh data folder, and starts the site exactly as `npm start` does, plus the monolith: its pages
 * served by the page server on 3100 (rendered on the server as the composed site's are), its files
 * on 3101.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { startBackend, startFrontends, root } = require('../../tooling/stack');
const { seedSampleProducts } = require('../../tooling/sample-products');
const ports = require('../../tooling/ports');
const { startMonolith } = require('../monolith/server');

const MONOLITH_PORT = 3100;
const MONOLITH_FILES_PORT = 3101;
/** Every simulated shopper comes from 127.0.0.1: the bench measures the page servers, not the per-IP limit. */
const PAGE_SERVER_ENV = { PAGE_RATE_LIMIT_PER_MINUTE: '100000000' };
const SEEDED_PRODUCTS = 10_000;
/** The stored stand-ins' ids: `bench-00000` upwards. */
const SEEDED_ID_PREFIX = 'bench';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function build() {
  run('npx', ['lerna', 'run', 'build', '--concurrency', '2']);
  run('npx', ['webpack', '--config', 'bench/monolith/webpack.config.js', '--mode', 'production']);
}

/** @returns {Promise<{ dataDir: string, productIds: string[], monolithUrl: string, monolithFilesUrl: string, stop: () => Promise<void> }>} */
async function startSite({ log = () => {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
  const productIds = await seedSampleProducts(dataDir, SEEDED_PRODUCTS, SEEDED_ID_PREFIX);
  const origins = [3000, 3001, 3002, 3003, 3004, MONOLITH_PORT].map((p) => `http://localhost:${p}`).join(',');
  const backend = await startBackend({
    dataDir,
    log,
    serverEnv: {
      CORS_ORIGINS: origins,
      LOG_LEVEL: process.env.LOG_LEVEL || 'info',
      // Every simulated shopper comes from 127.0.0.1: the bench measures the server, not the per-IP limit.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
  });
  const frontends = await startFrontends({ log, pageServerEnv: PAGE_SERVER_ENV });
  const monolith = await startMonolith({
    port: MONOLITH_PORT,
    assetsPort: MONOLITH_FILES_PORT,
    apiOrigin: `http://127.0.0.1:${ports.server}`,
    env: PAGE_SERVER_ENV,
    log,
  });
  return {
    dataDir,
    productIds,
    monolithUrl: monolith.url,
    monolithFilesUrl: monolith.filesUrl,
    stop: async () => {
      await monolith.close();
      await frontends.stop();
      await backend.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

module.exports = { build, startSite, SEEDED_PRODUCTS, SEEDED_ID_PREFIX };
