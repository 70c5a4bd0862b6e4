#!/usr/bin/env node
/**
 * `npm start`: builds what is missing, then runs the Auth emulator, the API server, static
 * hosting of all five apps and the page server in front of them on :3000 (as production runs it).
 * `npm run dev`: the same with webpack dev servers that rebuild on save. Ctrl-C stops everything.
 */
const { spawn, spawnSync } = require('child_process');
const { startBackend, startFrontends, startPageServer, missingBuilds, root } = require('../tooling/stack');
const ports = require('../tooling/ports');

const dev = process.argv.includes('--dev');
const verbose = process.argv.includes('--verbose');
const stops = [];

function build(missing) {
  console.log(`Building ${missing.join(', ')} (first run only; takes a minute or two)…`);
  const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', '--stream'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

function startDevServers() {
  const children = Object.keys(ports.apps).map((app) =>
    spawn('npm', ['run', 'dev', '-w', app], { cwd: root, stdio: 'inherit' }),
  );
  return async () => children.forEach((child) => child.kill('SIGTERM'));
}

async function shutdown(code = 0) {
  while (stops.length) {
    const stop = stops.pop();
    await stop().catch((error) => console.error(error.message));
  }
  process.exit(code);
}

async function main() {
  const missing = missingBuilds();
  if (missing.length && !dev) build(missing);
  else if (missing.includes('server') || missing.includes('page-server'))
    build(missing.filter((name) => name === 'server' || name === 'page-server'));
  const log = verbose ? (line) => console.log(line) : () => {};
  const backend = await startBackend({ log });
  stops.push(backend.stop);
  if (dev) {
    stops.push(startDevServers());
    stops.push((await startPageServer({ dev: true })).close);
  } else stops.push((await startFrontends({ log })).stop);
  console.log('');
  console.log(
    `  Storefront:      http://localhost:${ports.pageServer}  (pages; the shell's files: http://localhost:${ports.apps.shell})`,
  );
  console.log(`  API server:      http://localhost:${ports.server}`);
  console.log(`  Auth emulator:   http://127.0.0.1:${ports.authEmulator}`);
  console.log('  Make an admin:   npm run grant-admin -- <email>');
  console.log('  Ctrl-C stops everything.');
  console.log('');
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error) => {
  console.error(error.message);
  void shutdown(1);
});
