/**
 * `npm run start:release -w <server|page-server> [-- <version>]`: run a release of a Node service
 * from its own folder (`node dist/main.js` there, its node_modules beside it): the version given,
 * else the one <app>/current names (services.js). The API server keeps its data in the
 * repository's data/ unless DATA_DIR says otherwise, so a rollback keeps every order and account.
 */
const path = require('path');
const { spawn } = require('child_process');
const { REPO_ROOT } = require('./settings');
const { releaseToStart } = require('./services');

/**
 * @param {{ app: string, version?: string, env?: NodeJS.ProcessEnv, stdio?: import('child_process').StdioOptions }} options
 * @returns {{ version: string, child: import('child_process').ChildProcess }}
 */
function startRelease({ app, version, env = process.env, stdio = 'inherit' }) {
  const { version: chosen, dir, main } = releaseToStart({ app, version, env });
  const dataDir = app === 'server' ? { DATA_DIR: env.DATA_DIR || path.join(REPO_ROOT, 'data') } : {};
  const child = spawn(process.execPath, [main], { cwd: dir, stdio, env: { ...env, ...dataDir } });
  return { version: chosen, child };
}

module.exports = { startRelease };
