/** Starts the Auth emulator and the API server once for all journeys, on a throwaway data folder. */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startBackend, missingBuilds } = require('../../../tooling/stack');

module.exports = async function globalSetup() {
  const missing = missingBuilds();
  if (missing.length) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`);
  const artifacts = path.resolve(__dirname, '../../artifacts');
  fs.mkdirSync(artifacts, { recursive: true });
  const logFile = fs.createWriteStream(path.join(artifacts, 'backend.log'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  globalThis.__E2E__ = {
    dataDir,
    logFile,
    backend: await startBackend({ dataDir, log: (line) => logFile.write(`${line}\n`) }),
  };
  process.env.E2E_DATA_DIR = dataDir;
};
