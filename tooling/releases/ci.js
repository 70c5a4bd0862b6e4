#!/usr/bin/env node
/**
 * `npm run ci -w <app>`: one team's CI. That app's type check, unit tests and production build,
 * then only the browser journeys that exercise it, against what is live of the other apps: the
 * shell folder and remotes.json of the release root's live site (LIVE_REMOTES; the release root
 * served on RELEASE_BASE_URL), with this app's fresh build in its place. With nothing released
 * live yet, the other apps' dist/ builds are used (built when missing), and it says so.
 * `npm test` (and .ci/run) keep running everything.
 *
 *   node tooling/releases/ci.js <app> [--no-journeys]
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');
const { performance } = require('perf_hooks');
const { REPO_ROOT, APPS, ReleaseError, releaseSettings } = require('./settings');
const { releaseOfUrl } = require('./release');
const { readLive, withRemote } = require('./live');
const { liveShellRecord } = require('./deploy-shell');
const { startReleaseHost } = require('./release-host');
const ports = require('../ports');

/** The journeys (e2e/src/<name>.e2e.ts) each app's team owns or most often breaks. */
const JOURNEYS = {
  shell: ['composition', 'csp', 'release-gate', 'releases', 'version-skew'],
  'mfe-catalog': ['catalogue', 'catalogue-scale', 'catalogue-storage', 'seo'],
  'mfe-cart': ['cart', 'checkout', 'payment-recovery'],
  'mfe-account': ['accounts', 'orders', 'deploy'],
  'mfe-admin': ['admin', 'orders'],
  server: ['accounts', 'checkout', 'payment-recovery', 'orders', 'catalogue-storage'],
  'page-server': ['seo', 'csp', 'composition', 'service-releases'],
};

const seconds = (started) => ((performance.now() - started) / 1000).toFixed(0);

function step(name, command, args, env = {}) {
  const started = performance.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds(started)} s)`);
  return ok;
}

/**
 * What the journeys of `app` run against: the live releases of the other apps, or null when nothing
 * released is live. Writes the remotes.json they are served (the live one, `app` at its own build).
 * @returns {{ env: Record<string, string>, released: string[], releaseHost: URL } | null}
 */
function liveReleaseTargets(app, { env = process.env, workDir }) {
  const settings = releaseSettings(env);
  if (!fs.existsSync(settings.liveRemotes)) return null;
  const live = readLive(settings.liveRemotes);
  const released = Object.entries(APPS)
    .filter(([name, info]) => info.kind === 'remote' && name !== app)
    .map(([name, info]) => releaseOfUrl(settings, name, live[info.remote]))
    .filter(Boolean)
    .map((record) => `${record.app} ${record.version}`);
  const liveDir = path.dirname(settings.liveRemotes);
  const shell = app === 'shell' ? null : liveShellRecord(liveDir);
  if (!released.length && !shell) return null;
  // This app at its own fresh build: no release, so no integrity (development loads it from loopback unverified).
  const remotes = APPS[app]?.kind === 'remote' ? withRemote(live, APPS[app].remote, `http://localhost:${ports.apps[app]}/mf-manifest.json`, null) : { ...live };
  const remotesFile = path.join(workDir, 'remotes.json');
  fs.writeFileSync(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
  return {
    env: { STACK_REMOTES: remotesFile, ...(shell ? { STACK_SHELL_DIR: liveDir } : {}) },
    released: shell ? [`shell ${shell.version}`, ...released] : released,
    releaseHost: new URL(settings.releaseBaseUrl),
  };
}

/** The release root's static host, when its base URL is this machine and nothing answers there. */
async function serveReleaseRoot(releaseHost, env = process.env) {
  const local = releaseHost.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(releaseHost.hostname);
  const answers = await fetch(releaseHost, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
  if (!local || answers) return async () => {};
  const host = await startReleaseHost({ dir: releaseSettings(env).releaseRoot, port: Number(releaseHost.port || 80) });
  return host.close;
}

/** The app's journeys against `targets` (live releases), else against the dist/ builds, building missing ones. */
async function runJourneys(app, targets, run) {
  if (targets) {
    console.log(`\njourneys against the live releases: ${targets.released.join(', ')} (${targets.env.STACK_REMOTES})`);
  } else {
    const { missingBuilds } = require('../stack');
    const missing = missingBuilds().filter((name) => name !== app);
    console.log(`\nno live releases (${releaseSettings().liveRemotes} points at none): journeys against the other apps' dist/ builds${missing.length ? `, building ${missing.join(', ')}` : ''}`);
    for (const other of missing) run(`build ${other}`, 'npm', ['run', 'build', '-w', other]);
  }
  const stopReleaseHost = targets ? await serveReleaseRoot(targets.releaseHost) : async () => {};
  const names = JOURNEYS[app];
  try {
    run(`journeys (${names.join(', ')})`, 'npx', ['jest', '-c', path.join('e2e', 'jest.config.js'), '--rootDir', 'e2e', '--ci', ...names.map((name) => `src/${name}.e2e.ts`)], targets?.env);
  } finally {
    await stopReleaseHost();
  }
}

/** @returns {Promise<boolean>} whether every step passed */
async function runAppCi(app, { journeys = true } = {}) {
  if (!JOURNEYS[app]) throw new ReleaseError(`No CI for '${app}'. Apps: ${Object.keys(JOURNEYS).join(', ')}.`);
  const failures = [];
  const run = (name, command, args, env) => step(`${app}: ${name}`, command, args, env) || (failures.push(name), false);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-ci-'));
  try {
    // Read before the build: the default live remotes.json sits in shell/dist, which a shell build rewrites.
    const targets = journeys ? liveReleaseTargets(app, { workDir }) : null;
    run('type check', 'npm', ['run', 'typecheck', '-w', app]);
    run('unit tests', 'npm', ['test', '-w', app, '--', '--ci']);
    const built = run('build', 'npm', ['run', 'build', '-w', app]);
    if (journeys && built) await runJourneys(app, targets, run);
    else if (journeys) failures.push('journeys (not run: the build failed)');
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(failures.length ? `\n${app} CI failed: ${failures.join(', ')}` : `\n${app} CI passed`);
  return failures.length === 0;
}

module.exports = { JOURNEYS, runAppCi, liveReleaseTargets };

if (require.main === module) {
  const [app, ...flags] = process.argv.slice(2);
  const started = performance.now();
  runAppCi(app, { journeys: !flags.includes('--no-journeys') }).then(
    (ok) => {
      console.log(`(${seconds(started)} s)`);
      process.exit(ok ? 0 : 1);
    },
    (error) => {
      console.error(error instanceof ReleaseError ? error.message : error.stack);
      process.exit(1);
    },
  );
}
