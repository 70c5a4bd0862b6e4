/**
 * The repository as it was at a commit, ready to build (`npm run release -w <app> -- --from <commit>`,
 * e.g. the previous release a version-skew test runs against): `git archive` of the commit in a
 * temporary folder and a node_modules of links to the installed packages, except the workspaces',
 * whose links stay relative and so point into the old tree: an old remote builds with the
 * shared-contracts and tooling it was written with, and the dependencies installed now.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const { ReleaseError } = require('./settings');

const git = (repoRoot, args, options = {}) => execFileSync('git', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });

function linkInstalledModules(repoRoot, dir) {
  const installed = path.join(repoRoot, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(installed)) {
    const source = path.join(installed, name);
    const link = path.join(dir, 'node_modules', name);
    // Workspaces are relative links (../shell): kept relative, they land in the old tree.
    const target = fs.lstatSync(source).isSymbolicLink() && !path.isAbsolute(fs.readlinkSync(source)) ? fs.readlinkSync(source) : source;
    fs.symlinkSync(target, link);
  }
  for (const entry of fs.readdirSync(repoRoot, { withFileTypes: true })) {
    const own = path.join(repoRoot, entry.name, 'node_modules');
    if (entry.isDirectory() && entry.name !== 'node_modules' && fs.existsSync(own) && fs.existsSync(path.join(dir, entry.name))) {
      fs.symlinkSync(own, path.join(dir, entry.name, 'node_modules'));
    }
  }
}

/** @returns {string} the full hash of a commit, tag or branch */
function resolveCommit(repoRoot, ref) {
  try {
    return git(repoRoot, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  } catch {
    throw new ReleaseError(`'${ref}' is not a commit of ${repoRoot}`);
  }
}

/**
 * @param {{ repoRoot: string, commit: string }} options
 * @returns {{ dir: string, commit: string, remove: () => void }}
 */
function sourceAtCommit({ repoRoot, commit }) {
  const full = resolveCommit(repoRoot, commit);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `release-source-${full.slice(0, 7)}-`));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const archive = git(repoRoot, ['archive', '--format=tar', full], { maxBuffer: 1024 * 1024 * 1024 });
    const untar = spawnSync('tar', ['-x', '-C', dir], { input: archive });
    if (untar.status !== 0) throw new ReleaseError(`cannot unpack ${full}: ${untar.stderr}`);
    linkInstalledModules(repoRoot, dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, commit: full, remove };
}

module.exports = { resolveCommit, sourceAtCommit };
