/**
 * `npm run start:release -w server -- <version>`: run a server release. Its own dist/ and the
 * shared-contracts it was built with come from the release folder; other dependencies from the
 * installed node_modules (the server's own first, as `npm start` resolves them). Data stays in the
 * repository's data/ unless DATA_DIR says otherwise, so a rollback keeps every order and account.
 */
const path = require('path');
const { spawn } = require('child_process');
const { REPO_ROOT, ReleaseError, releaseSettings } = require('./settings');
const { readRelease, listReleases } = require('./release');

/** @returns {import('child_process').ChildProcess} */
function startServerRelease({ version, env = process.env }) {
  const settings = releaseSettings(env);
  if (!version || !readRelease(settings, 'server', version)) {
    const known = listReleases(settings, 'server').slice(-5);
    throw new ReleaseError(`No server release ${version ?? '(none given)'} in ${settings.releaseRoot}. Latest releases: ${known.join(', ') || 'none'}.`);
  }
  const main = path.join(settings.releaseRoot, 'server', version, 'dist', 'main.js');
  const modules = [path.join(REPO_ROOT, 'server', 'node_modules'), path.join(REPO_ROOT, 'node_modules'), env.NODE_PATH].filter(Boolean);
  return spawn(process.execPath, [main], {
    stdio: 'inherit',
    env: { ...env, DATA_DIR: env.DATA_DIR || path.join(REPO_ROOT, 'data'), NODE_PATH: modules.join(path.delimiter) },
  });
}

module.exports = { startServerRelease };
