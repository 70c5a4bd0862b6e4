/**
 * A release's version: the app's package version plus where its code came from.
 *   clean inputs  → <pkg>-g<commit>       the last commit that touched the app's build inputs
 *   dirty inputs  → <pkg>-dirty-<hash>    a hash of the inputs' current contents
 * Both are valid semver prereleases (the letters keep a digits-only hash legal) and safe in a URL
 * or bucket key (no '+'). Building the same inputs twice gives the same version, so the second
 * release is refused instead of publishing a copy.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const { ReleaseError } = require('./settings');

const VERSION_FORMAT = /^\d+\.\d+\.\d+-(g[0-9a-f]{7,}|dirty-[0-9a-f]{10})$/;

/**
 * A version is joined into release paths (<root>/<app>/<version>/): only one of this format is,
 * so nothing given on a command line or read from a file can reach outside the release root.
 * @returns {string} the version
 */
function assertVersion(version) {
  if (typeof version !== 'string' || !VERSION_FORMAT.test(version)) {
    throw new ReleaseError(`'${version}' is not a release version (<package version>-g<commit> or <package version>-dirty-<hash>).`);
  }
  return version;
}

/** What an app's build reads: its own folder, what every build shares, and `inputs` (settings.js). */
function buildInputs(app, kind, inputs = []) {
  const shared = ['shared-contracts', 'package.json', 'package-lock.json', 'tsconfig.base.json', ...inputs];
  return kind === 'server' ? [app, ...shared] : [app, 'tooling', ...shared];
}

const git = (repoRoot, args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function contentHash(repoRoot, inputs) {
  const files = git(repoRoot, ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs])
    .split('\0')
    .filter(Boolean);
  const hash = crypto.createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    const full = path.join(repoRoot, file);
    hash.update(`${file}\0`);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '(deleted)');
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * @param {{ repoRoot: string, inputs: string[], packageVersion: string }} options
 * @returns {{ version: string, commit: string | null, dirty: boolean }}
 */
function releaseVersion({ repoRoot, inputs, packageVersion }) {
  const dirty = git(repoRoot, ['status', '--porcelain', '--untracked-files=all', '--', ...inputs]).trim() !== '';
  const commit = git(repoRoot, ['log', '-1', '--format=%h', '--abbrev=7', '--', ...inputs]).trim() || null;
  if (dirty || !commit) return { version: `${packageVersion}-dirty-${contentHash(repoRoot, inputs)}`, commit, dirty: true };
  return { version: `${packageVersion}-g${commit}`, commit, dirty: false };
}

/**
 * The version a clean checkout of `commit` would get.
 * @param {{ repoRoot: string, inputs: string[], packageVersion: string, commit: string }} options
 */
function commitVersion({ repoRoot, inputs, packageVersion, commit }) {
  const last = git(repoRoot, ['log', '-1', '--format=%h', '--abbrev=7', commit, '--', ...inputs]).trim();
  return { version: `${packageVersion}-g${last}`, commit: last, dirty: false };
}

module.exports = { VERSION_FORMAT, assertVersion, buildInputs, releaseVersion, commitVersion };
