/**
 * Runs one of the server's command-line tools (server/dist/cli/<name>.js) with the same config as
 * the server, building the server first when its dist is missing. Used by grant-admin.js, seed.js, backup.js and restore.js.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');

function runServerCli(name, args) {
  const cli = path.join(root, 'server', 'dist', 'cli', `${name}.js`);
  if (!fs.existsSync(cli)) {
    console.log('Building the server first (server/dist is missing)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0 || !fs.existsSync(cli)) {
      console.error('Building the server failed; see the output above.');
      process.exit(build.status || 1);
    }
  }

  // The server never falls back to the Auth emulator: name the one `npm start` runs, for the local
  // demo project only (a real project's settings come from the environment as they are).
  const env = { ...process.env };
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-storefront';
  if (!env.FIREBASE_AUTH_EMULATOR_HOST && projectId.startsWith('demo-'))
    env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

  const run = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit', env });
  if (run.error) {
    console.error(run.error.message);
    process.exit(1);
  }
  process.exit(run.status === null ? 1 : run.status);
}

module.exports = { runServerCli };
