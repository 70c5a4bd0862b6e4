#!/usr/bin/env node
/**
 * `npm run ci -w <app>`: one team's CI. That app's type check, unit tests and production build,
 * then only the browser journeys that exercise it, against the builds of the other apps that are
 * in place (and whatever remotes.json is live). `npm test` (and .ci/run) keep running everything.
 *
 *   node tooling/releases/ci.js <app> [--no-journeys]
 */
const path = require('path');
const { spawnSync } = require('child_process');
const { performance } = require('perf_hooks');
const { REPO_ROOT, ReleaseError } = require('./settings');

/** The journeys (e2e/src/<name>.e2e.ts) each app's team owns or most often breaks. */
const JOURNEYS = {
  shell: ['composition', 'csp', 'release-gate', 'releases'],
  'mfe-catalog': ['catalogue', 'catalogue-scale', 'catalogue-storage', 'seo'],
  'mfe-cart': ['cart', 'checkout', 'payment-recovery'],
  'mfe-account': ['accounts', 'orders', 'deploy'],
  'mfe-admin': ['admin', 'orders'],
  server: ['accounts', 'checkout', 'payment-recovery', 'orders', 'catalogue-storage'],
  'page-server': ['seo', 'csp', 'composition'],
};

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(0);

function step(name, command, args) {
  const started = performance.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
  return ok;
}

/** @returns {boolean} whether every step passed */
function runAppCi(app, { journeys = true } = {}) {
  const journeyNames = JOURNEYS[app];
  if (!journeyNames) throw new ReleaseError(`No CI for '${app}'. Apps: ${Object.keys(JOURNEYS).join(', ')}.`);
  const failures = [];
  const run = (name, command, args) => step(`${app}: ${name}`, command, args) || (failures.push(name), false);
  run('type check', 'npm', ['run', 'typecheck', '-w', app]);
  run('unit tests', 'npm', ['test', '-w', app, '--', '--ci']);
  const built = run('build', 'npm', ['run', 'build', '-w', app]);
  if (journeys && built) {
    const files = journeyNames.map((name) => `src/${name}.e2e.ts`);
    run(`journeys (${journeyNames.join(', ')})`, 'npx', ['jest', '-c', path.join('e2e', 'jest.config.js'), '--rootDir', 'e2e', '--ci', ...files]);
  } else if (journeys) {
    failures.push('journeys (not run: the build failed)');
  }
  console.log(failures.length ? `\n${app} CI failed: ${failures.join(', ')}` : `\n${app} CI passed`);
  return failures.length === 0;
}

module.exports = { JOURNEYS, runAppCi };

if (require.main === module) {
  const [app, ...flags] = process.argv.slice(2);
  const started = performance.now();
  try {
    const ok = runAppCi(app, { journeys: !flags.includes('--no-journeys') });
    console.log(`(${seconds(started)} s)`);
    process.exit(ok ? 0 : 1);
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : error.stack);
    process.exit(1);
  }
}
