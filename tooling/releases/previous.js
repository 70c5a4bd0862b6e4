/**
 * The previous release of every web app (the shell and the four remotes) for version-skew tests:
 * built with `release --from <commit>` from the commit previous-release.json names (SKEW_PREVIOUS
 * overrides it), into a release root kept under node_modules/.cache. Releases are immutable and
 * their version is the commit's, so a second run reuses them (a CI without that cache builds them:
 * ~1 min, two builds at a time). The release root is served at a fixed local address, because a
 * release bakes its URL in.
 */
const path = require('path');
const { spawn } = require('child_process');
const { REPO_ROOT, APPS, ReleaseError } = require('./settings');
const { readRelease, readJson, sourceVersion } = require('./release');
const { resolveCommit } = require('./source-at-commit');

const WEB_APPS = Object.keys(APPS).filter((app) => APPS[app].kind !== 'server');
const PREVIOUS_PORT = 3007;
const DEFAULT_CONCURRENCY = 2;

function previousCommit(env = process.env) {
  return env.SKEW_PREVIOUS || readJson(path.join(__dirname, 'previous-release.json')).commit;
}

function releaseChild(app, from, env) {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(__dirname, 'cli.js'), 'release', app, '--from', from], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const version = new RegExp(`released ${app} (\\S+) in`).exec(output)?.[1];
      if (code === 0 && version) resolve(version);
      else reject(new ReleaseError(`release ${app} --from ${from} failed (exit ${code}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, releaseRoot?: string, concurrency?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ commit: string, releaseRoot: string, releaseBaseUrl: string, versions: Record<string, string> }>}
 */
async function previousReleases({ env = process.env, releaseRoot = path.join(REPO_ROOT, 'node_modules', '.cache', 'previous-releases'), concurrency = DEFAULT_CONCURRENCY, log = () => {} } = {}) {
  const commit = resolveCommit(REPO_ROOT, previousCommit(env));
  const releaseBaseUrl = `http://localhost:${PREVIOUS_PORT}/`;
  const releaseEnv = { ...env, RELEASE_ROOT: releaseRoot, RELEASE_BASE_URL: releaseBaseUrl, INIT_CWD: REPO_ROOT };
  const settings = { releaseRoot };
  const versions = {};
  const toBuild = [];
  for (const app of WEB_APPS) {
    const { version } = sourceVersion(app, commit);
    if (readRelease(settings, app, version)) versions[app] = version;
    else toBuild.push(app);
  }
  log(`previous releases (${commit.slice(0, 7)}): ${Object.keys(versions).length} kept, building ${toBuild.join(', ') || 'none'}`);
  const queue = [...toBuild];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) versions[app] = await releaseChild(app, commit, releaseEnv);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { commit, releaseRoot, releaseBaseUrl, versions };
}

module.exports = { WEB_APPS, PREVIOUS_PORT, previousCommit, previousReleases };

if (require.main === module) {
  // --concurrency=1: `npm test` builds them on the core its single-threaded lint leaves idle.
  const concurrency = Number(/^--concurrency=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? DEFAULT_CONCURRENCY);
  previousReleases({ concurrency, log: console.log }).then(
    (done) => console.log(JSON.stringify(done, null, 2)),
    (error) => {
      console.error(error instanceof ReleaseError ? error.message : error.stack);
      process.exit(1);
    },
  );
}
