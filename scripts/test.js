#!/usr/bin/env node
/**
 * `npm test`: lint and format check, type checks, production builds, every package's unit and
 * integration tests, then the browser journeys. Prints each package's test count (a package that
 * ran no test fails: a broken test pattern must not pass green) and ends with one line
 * "N passed, N failed", exiting non-zero on any failure.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');

const root = path.resolve(__dirname, '..');
const RESULTS = '.jest-results.json';
const JOURNEYS = 'e2e';

/** Every workspace with a test script, in the order package.json lists them. */
const packages = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.filter((pkg) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, pkg, 'package.json'), 'utf8'));
  return Boolean(manifest.scripts && manifest.scripts.test);
});
const failures = [];

/** Runs `command` as the step `name`, output inherited; answers whether it passed (a failure is kept for the end). */
function step(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => {
    const end = (ok) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', () => end(false));
    child.on('exit', (code) => end(code === 0));
  });
}

/**
 * The version-skew journey runs against the previous release, built from its commit (about 100 s
 * when no earlier run left it in node_modules/.cache). It is built here, in the background, on the
 * core that the single-threaded lint leaves idle; the journeys wait for it and then find it kept.
 */
function buildPreviousReleases() {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'previous-releases-')), 'build.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'tooling/releases/previous.js'), '--concurrency=1'], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const started = Date.now();
  let seconds = '?';
  const done = new Promise((resolve) => {
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
    child.on('exit', (code) => {
      seconds = ((Date.now() - started) / 1000).toFixed(0);
      resolve(code === 0 ? null : `exit ${code}`);
    });
  });
  return async () => {
    const failure = await done;
    const log = fs.readFileSync(logFile, 'utf8');
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
    if (failure)
      console.log(
        `\n=== previous releases: not built (${failure}); the version-skew journey tries again\n${log.slice(-4000)}`,
      );
    else console.log(`\n=== previous releases: ready (${log.split('\n')[0]}; ${seconds} s)`);
  };
}

for (const pkg of packages) fs.rmSync(path.join(root, pkg, RESULTS), { force: true });
const previousReleasesReady = buildPreviousReleases();

/** `lerna run test` over `scope` (package names), one package at a time, results kept per package for the report. */
const unitTests = (scope) => [
  'lerna',
  'run',
  'test',
  ...scope.flatMap((pkg) => ['--scope', pkg]),
  // --no-sort: packages' tests are independent, so one package's failure must not stop the others'.
  '--no-sort',
  '--concurrency',
  '1',
  '--stream',
  '--no-bail',
  '--',
  '--ci',
  '--json',
  `--outputFile=${RESULTS}`,
];
/**
 * The server's tests take longer than any other package's, about as long as all the others
 * together: a lane of their own from the start, beside the others one after another.
 */
const LONGEST = 'server';

async function main() {
  await step('lint and format', 'npm', ['run', 'lint']);
  await step('type check', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--stream']);
  const built = await step('production builds', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--stream']);
  const others = packages.filter((pkg) => pkg !== LONGEST && pkg !== JOURNEYS);
  await Promise.all([
    step(`unit and integration tests: ${LONGEST}`, 'npx', unitTests([LONGEST])),
    step('unit and integration tests: the other packages', 'npx', unitTests(others)),
  ]);
  await previousReleasesReady();
  if (built)
    await step('browser journeys', 'npm', ['test', '-w', JOURNEYS, '--', '--ci', '--json', `--outputFile=${RESULTS}`]);
  else failures.push('browser journeys (not run: the build failed)');
}

/**
 * The suites of a package's results that failed, each with the start of its message: printed last,
 * so the end of a long log names what failed, including a suite whose tests all passed but which
 * failed outside them (an error in afterAll, an unhandled rejection between tests).
 */
function failedSuites(result) {
  return result.testResults
    .filter((suite) => suite.status === 'failed')
    .map((suite) => {
      const message = (suite.message || '')
        .split('\n')
        .filter((line) => line.trim())
        .slice(0, 12)
        .join('\n    ');
      return `  ${path.relative(root, suite.name)}\n    ${message}`;
    });
}

function report() {
  let passed = 0;
  let failed = 0;
  const failureReports = [];
  console.log('\n=== tests by package');
  for (const pkg of packages) {
    const file = path.join(root, pkg, RESULTS);
    const result = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    const ran = result ? result.numPassedTests + result.numFailedTests : 0;
    const skipped = result ? result.numPendingTests + result.numTodoTests : 0;
    if (result) {
      passed += result.numPassedTests;
      failed += result.numFailedTests + result.numRuntimeErrorTestSuites;
      failureReports.push(...failedSuites(result));
    }
    const counts = result
      ? `${result.numPassedTests} passed, ${result.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`
      : 'no results';
    console.log(`${pkg.padEnd(18)} ${counts}`);
    if (ran === 0) failures.push(`${pkg} (ran no test)`);
  }
  if (failureReports.length) console.log(`\n=== failed suites\n${failureReports.join('\n')}`);
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  if (failures.length && failed === 0) failed = failures.length;
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failures.length || failed ? 1 : 0);
}

main().then(report);
