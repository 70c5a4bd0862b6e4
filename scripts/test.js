#!/usr/bin/env node
/**
 * `npm test`: production builds, every package's unit and integration tests, then the browser
 * journeys with the lint and format check and the type checks beside them. Prints each package's
 * test count (a package that ran no test fails: a broken test pattern must not pass green) and ends
 * with one line "N passed, N failed", exiting non-zero on any failure.
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

/**
 * Runs `command` as the step `name`; answers whether it passed (a failure is kept for the end).
 * `beside`: it runs beside another step, at the lowest CPU priority, its output held and printed
 * as one block when it ends.
 */
function step(name, command, args, { beside = false } = {}) {
  const started = Date.now();
  if (!beside) console.log(`\n=== ${name}`);
  const child = spawn(beside ? 'nice' : command, beside ? ['-n', '19', command, ...args] : args, {
    cwd: root,
    stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', FORCE_COLOR: '0' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const end = (ok) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (beside)
        console.log(`\n=== ${name} (beside the journeys)\n${Buffer.concat(output).toString('utf8').trimEnd()}`);
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (!ok) failures.push(name);
      resolve(ok);
    };
    child.on('error', () => end(false));
    child.on('close', (code) => end(code === 0));
  });
}

/**
 * The version-skew journey runs against the previous release, built from its commit (about 130 s
 * when no earlier run left it in node_modules/.cache). It is built here, in the background, beside
 * the builds and the unit tests; the journeys wait for it and then find it kept.
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

/**
 * The journeys leave about half of the machine idle (they wait on a browser and servers): the
 * static checks, which nothing else waits for and which no timing can upset, run there, one after
 * the other at the lowest priority, so the journeys keep the CPU they ask for.
 */
const staticChecks = async () => {
  await step('lint and format', 'npm', ['run', 'lint'], { beside: true });
  await step('type check', 'npx', ['lerna', 'run', 'typecheck', '--concurrency', '1', '--stream'], { beside: true });
};

async function main() {
  const built = await step('production builds', 'npx', ['lerna', 'run', 'build', '--concurrency', '2', '--stream']);
  // --no-sort: packages' tests are independent, so one package's failure must not stop the others'.
  await step('unit and integration tests', 'npx', [
    'lerna',
    'run',
    'test',
    '--no-sort',
    '--concurrency',
    '2',
    '--stream',
    '--no-bail',
    '--ignore',
    JOURNEYS,
    '--',
    '--ci',
    '--json',
    `--outputFile=${RESULTS}`,
  ]);
  await previousReleasesReady();
  const checked = staticChecks();
  if (built)
    await step('browser journeys', 'npm', ['test', '-w', JOURNEYS, '--', '--ci', '--json', `--outputFile=${RESULTS}`]);
  else failures.push('browser journeys (not run: the build failed)');
  await checked;
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
