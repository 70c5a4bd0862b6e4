/**
 * `npm run release -w <app>`: build the app into <RELEASE_ROOT>/<app>/<version>/ and never
 * overwrite a release. The build goes to a staging folder beside it and is renamed into place only
 * when complete, so a half-built release is never visible and two releases of one version cannot
 * both land. Beside the build, release.json records where it came from and its contract: what a
 * remote requires, what the shell provides. A remote's mf-manifest.json carries the same
 * requirement in metaData.contract, for the shell to read at run time. A remote or shell with a
 * server build (the code the page server executes) records its file and sha256 integrity in
 * `server`: promote writes it into remotes.json (a remote's after checking the served file).
 */
const fs = require('fs');
const path = require('path');
const { REPO_ROOT, ReleaseError, appInfo, releaseSettings } = require('./settings');
const { execFileSync } = require('child_process');
const { VERSION_FORMAT, assertVersion, buildInputs, releaseVersion, commitVersion } = require('./version');
const { contractFile, readContractVersion, requiredRange } = require('./contract');
const { buildApp } = require('./build');
const { recordServerBuild } = require('./check');
const { resolveCommit, sourceAtCommit } = require('./source-at-commit');

const RELEASE_RECORD = 'release.json';
const MANIFEST = 'mf-manifest.json';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

function contractRecord(kind, version) {
  if (kind === 'remote') return { builtWith: version, requires: requiredRange(version) };
  if (kind === 'shell') return { builtWith: version, provides: [version] };
  return { builtWith: version };
}

/** The build must have baked the release's own URL in; the shell reads the requirement from here. */
function stampManifest(dir, publicPath, contract, version) {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new ReleaseError(`the build wrote no ${MANIFEST}`);
  const manifest = readJson(file);
  if (manifest.metaData?.publicPath !== publicPath) {
    throw new ReleaseError(`${MANIFEST} has publicPath ${manifest.metaData?.publicPath}, expected ${publicPath}`);
  }
  manifest.metaData.contract = { requires: contract.requires, builtWith: contract.builtWith };
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  writeJson(file, manifest);
}

/** A release's folder: only a known app and a version of the release format are joined (version.js). */
function releaseDir(settings, app, version) {
  return path.join(settings.releaseRoot, appInfo(app).app, assertVersion(version));
}

/** The version of the app's code in this checkout, or at a commit (version.js). */
function sourceVersion(app, commit) {
  const info = appInfo(app);
  const inputs = buildInputs(app, info.kind, info.inputs);
  if (!commit) return releaseVersion({ repoRoot: REPO_ROOT, inputs, packageVersion: readJson(path.join(info.dir, 'package.json')).version });
  const packageVersion = JSON.parse(execFileSync('git', ['show', `${commit}:${app}/package.json`], { cwd: REPO_ROOT, encoding: 'utf8' })).version;
  return commitVersion({ repoRoot: REPO_ROOT, inputs, packageVersion, commit });
}

/**
 * @param {{ app: string, env?: NodeJS.ProcessEnv, from?: string, build?: typeof buildApp, contractVersion?: string,
 *           source?: { version: string, commit: string | null, dirty: boolean } }} options
 *   from: a commit (or tag, branch) to release instead of this checkout. build, contractVersion and
 *   source default to the real build, the code's own CONTRACT_VERSION and its version.
 * @returns {Promise<{ app: string, version: string, dir: string, manifestUrl: string | null }>}
 */
async function release({ app, env = process.env, from, build = buildApp, contractVersion, source }) {
  const info = appInfo(app);
  const settings = releaseSettings(env);
  const commitToRelease = from && resolveCommit(REPO_ROOT, from);
  const { version, commit, dirty } = source ?? sourceVersion(app, commitToRelease);
  const dir = releaseDir(settings, app, version);
  const appRoot = path.dirname(dir);
  const refuse = () =>
    new ReleaseError(`${app} ${version} is already released (${dir}). Releases are never overwritten: commit or change the app to make a new version.`);
  if (fs.existsSync(dir)) throw refuse();

  const publicPath = info.kind === 'remote' ? `${settings.releaseBaseUrl}${app}/${version}/` : null;
  const staging = path.join(appRoot, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const tree = commitToRelease ? sourceAtCommit({ repoRoot: REPO_ROOT, commit: commitToRelease }) : null;
  try {
    const root = tree?.dir ?? REPO_ROOT;
    const contract = contractRecord(info.kind, contractVersion ?? readContractVersion(contractFile(root)));
    await build({ info: { ...info, dir: path.join(root, app) }, outDir: staging, publicPath });
    if (info.kind === 'remote') stampManifest(staging, publicPath, contract, version);
    const manifestUrl = publicPath && `${publicPath}${MANIFEST}`;
    const server = info.kind === 'remote' || info.kind === 'shell' ? recordServerBuild(staging) : null;
    writeJson(path.join(staging, RELEASE_RECORD), {
      app,
      version,
      commit,
      dirty,
      builtAt: new Date().toISOString(),
      publicPath,
      manifestUrl,
      contract,
      ...(server ? { server } : {}),
    });
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') throw refuse();
      throw error;
    }
    return { app, version, dir, manifestUrl };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    tree?.remove();
  }
}

/** @returns {Record<string, unknown> | null} a release's record, or null when there is no such release */
function readRelease(settings, app, version) {
  const file = path.join(releaseDir(settings, app, version), RELEASE_RECORD);
  return fs.existsSync(file) ? readJson(file) : null;
}

/** The release a live manifest URL belongs to, if it is one of this release root's. */
function releaseOfUrl(settings, app, url) {
  const match = url && new RegExp(`/${app}/([^/]+)/mf-manifest\\.json$`).exec(url);
  const record = match && VERSION_FORMAT.test(match[1]) && readRelease(settings, app, match[1]);
  return record?.manifestUrl === url ? record : null;
}

/** Published versions of an app, oldest first. */
function listReleases(settings, app) {
  const appRoot = path.join(settings.releaseRoot, app);
  if (!fs.existsSync(appRoot)) return [];
  return fs
    .readdirSync(appRoot)
    .filter((name) => !name.startsWith('.') && fs.existsSync(path.join(appRoot, name, RELEASE_RECORD)))
    .map((name) => ({ name, at: fs.statSync(path.join(appRoot, name, RELEASE_RECORD)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

module.exports = { RELEASE_RECORD, MANIFEST, release, releaseDir, readRelease, releaseOfUrl, listReleases, sourceVersion, readJson, writeJson };
