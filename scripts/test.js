#!/usr/bin/env node
/**
 * `npm test`: type checks, production builds, every package's unit and integration tests, then the
 * browser journeys. Ends with one line "N passed, N failed" and a non-zero exit on any failure.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..');
const RESULTS = '.jest-results.json';
const packages = [
  'shared-contracts',
  'shell',
  'mfe-catalog',
  'mfe-cart',
  'mfe-account',
  'mfe-admin',
  'server',
  'page-server',
  'tooling/releases',
  'e2e',
];
const failures = [];

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

for (const pkg of packages) fs.rmSync(path.join(root, pkg, RESULTS), { force: true });

step('type check', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--stream']);
const built = step('production builds', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--stream']);
step('unit and integration tests', 'npx', [
  'lerna',
  'run',
  'test',
  '--concurrency',
  '2',
  '--stream',
  '--no-bail',
  '--ignore',
  'e2e',
  '--',
  '--ci',
  '--json',
  `--outputFile=${RESULTS}`,
]);
if (built) step('browser journeys', 'npm', ['test', '-w', 'e2e', '--', '--ci', '--json', `--outputFile=${RESULTS}`]);
else failures.push('browser journeys (not run: the build failed)');

let passed = 0;
let failed = 0;
for (const pkg of packages) {
  const file = path.join(root, pkg, RESULTS);
  if (!fs.existsSync(file)) continue;
  const result = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
  console.log(`${pkg.padEnd(18)} ${result.numPassedTests} passed, ${result.numFailedTests} failed`);
}
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
