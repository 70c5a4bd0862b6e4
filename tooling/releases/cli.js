#!/usr/bin/env node
/**
 * The release commands each app's package.json runs (README "Releasing"):
 *   cli.js release  <app> [--from <commit>]  build and publish <RELEASE_ROOT>/<app>/<version>/
 *                                     (of this checkout, or of an earlier commit or tag)
 *   cli.js promote  <app> <version>   make that release live: the live remotes.json (remotes), the
 *                                     live shell folder (shell), <app>/current (server, page server)
 *   cli.js rollback <app>             undo the last promote of that app
 *   cli.js start    <server|page-server> [<version>]   run a release (default: the current one)
 */
const { performance } = require('perf_hooks');
const { APPS, ReleaseError } = require('./settings');
const { release } = require('./release');
const { promote, rollback } = require('./promote');
const { promoteService, rollbackService } = require('./services');
const { startRelease } = require('./start');

const USAGE = 'usage: cli.js release <app> [--from <commit>] | promote <app> <version> | rollback <app> | start <server|page-server> [<version>]';
const isService = (app) => APPS[app]?.kind === 'server';
const took = (started) => `${((performance.now() - started) / 1000).toFixed(2)} s`;

async function main([command, app, version, ...rest]) {
  const started = performance.now();
  if (command === 'release') {
    const from = version === '--from' ? rest[0] : undefined;
    if (version !== undefined && !from) throw new ReleaseError(USAGE);
    const done = await release({ app, from });
    console.log(`released ${app} ${done.version} in ${took(started)}: ${done.dir}`);
    if (done.manifestUrl) console.log(`  manifest ${done.manifestUrl}`);
    console.log(`  go live: npm run promote -w ${app} -- ${done.version}`);
  } else if (command === 'promote' || command === 'rollback') {
    const [promoteApp, rollbackApp] = isService(app) ? [promoteService, rollbackService] : [promote, rollback];
    const done = command === 'promote' ? await promoteApp({ app, version }) : await rollbackApp({ app });
    console.log(done.changed ? `${command} ${app} in ${took(started)}: ${done.from ?? '(none)'} → ${done.to}` : `${app} already points at ${done.to}`);
  } else if (command === 'start' && isService(app)) {
    const { version: live, child } = startRelease({ app, version });
    console.log(`starting ${app} ${live}`);
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
