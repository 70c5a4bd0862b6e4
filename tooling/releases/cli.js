#!/usr/bin/env node
/**
 * The release commands each app's package.json runs (README "Releasing"):
 *   cli.js release  <app> [--from <commit>]  build and publish <RELEASE_ROOT>/<app>/<version>/
 *                                     (of this checkout, or of an earlier commit or tag)
 *   cli.js promote  <app> <version>   point the live remotes.json at that release (remotes)
 *   cli.js rollback <app>             undo the last promote of that remote
 *   cli.js start    server <version>  run a server release
 */
const { performance } = require('perf_hooks');
const { ReleaseError } = require('./settings');
const { release } = require('./release');
const { promote, rollback } = require('./promote');
const { startServerRelease } = require('./start-server');

const USAGE = 'usage: cli.js release <app> [--from <commit>] | promote <app> <version> | rollback <app> | start server <version>';
const took = (started) => `${((performance.now() - started) / 1000).toFixed(2)} s`;

async function main([command, app, version, ...rest]) {
  const started = performance.now();
  if (command === 'release') {
    const from = version === '--from' ? rest[0] : undefined;
    if (version !== undefined && !from) throw new ReleaseError(USAGE);
    const done = await release({ app, from });
    console.log(`released ${app} ${done.version} in ${took(started)}: ${done.dir}`);
    if (done.manifestUrl) console.log(`  manifest ${done.manifestUrl}\n  go live: npm run promote -w ${app} -- ${done.version}`);
  } else if (command === 'promote' || command === 'rollback') {
    const done = command === 'promote' ? await promote({ app, version }) : await rollback({ app });
    console.log(done.changed ? `${command} ${app} in ${took(started)}: ${done.from ?? '(none)'} → ${done.to}` : `${app} already points at ${done.to}`);
  } else if (command === 'start' && app === 'server') {
    const child = startServerRelease({ version });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    throw new ReleaseError(USAGE);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof ReleaseError ? error.message : error.stack);
  process.exit(1);
});
