/**
 * One team's CI runs its journeys against what is live of the other apps: the live shell folder and
 * the live remotes.json with this app's own build in its place; with nothing released live, the
 * other apps' builds (null here, and ci.js says so).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { liveReleaseTargets } = require('./ci');

let workDir;
let env;
const base = 'http://localhost:3006/';

function publish(app, version, record = {}) {
  const dir = path.join(workDir, 'releases', app, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app, version, manifestUrl: `${base}${app}/${version}/mf-manifest.json`, ...record }));
  return `${base}${app}/${version}/mf-manifest.json`;
}

function live(remotes, shellRecord) {
  fs.writeFileSync(env.LIVE_REMOTES, JSON.stringify(remotes));
  if (shellRecord) fs.writeFileSync(path.join(path.dirname(env.LIVE_REMOTES), 'release.json'), JSON.stringify(shellRecord));
}

const DIST = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  cart: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  admin: 'http://localhost:3004/mf-manifest.json',
};

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-ci-targets-'));
  fs.mkdirSync(path.join(workDir, 'live'));
  env = { RELEASE_ROOT: path.join(workDir, 'releases'), RELEASE_BASE_URL: base, LIVE_REMOTES: path.join(workDir, 'live', 'remotes.json'), INIT_CWD: workDir };
});

afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

test('nothing live is a release (or there is no live file): null, the journeys use the dist/ builds', () => {
  expect(liveReleaseTargets('mfe-catalog', { env, workDir })).toBeNull();
  live(DIST);
  expect(liveReleaseTargets('mfe-catalog', { env, workDir })).toBeNull();
});

const CATALOG_SERVER = { 'catalog.serverIntegrity': 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=' };

test("the other remotes' live releases and the live shell folder, with the app under test at its own build", () => {
  const cart = publish('mfe-cart', '0.1.0-gcccccc1');
  const catalog = publish('mfe-catalog', '0.1.0-gaaaaaa1');
  live({ ...DIST, cart, catalog, ...CATALOG_SERVER }, { app: 'shell', version: '0.1.0-gsssssss' });
  const targets = liveReleaseTargets('mfe-catalog', { env, workDir });
  expect(targets).toEqual({
    env: { STACK_REMOTES: path.join(workDir, 'remotes.json'), STACK_SHELL_DIR: path.join(workDir, 'live') },
    released: ['shell 0.1.0-gsssssss', 'mfe-cart 0.1.0-gcccccc1'],
    releaseHost: new URL(base),
  });
  // Its own live release is replaced by the build under test (with no integrity: that build is no release); the rest is the live file.
  expect(JSON.parse(fs.readFileSync(targets.env.STACK_REMOTES, 'utf8'))).toEqual({ ...DIST, cart });
});

test("another app's CI keeps the live remotes' server-build integrity", () => {
  const catalog = publish('mfe-catalog', '0.1.0-gaaaaaa1');
  live({ ...DIST, catalog, ...CATALOG_SERVER }, { app: 'shell', version: '0.1.0-gsssssss' });
  const targets = liveReleaseTargets('mfe-cart', { env, workDir });
  expect(JSON.parse(fs.readFileSync(targets.env.STACK_REMOTES, 'utf8'))).toEqual({ ...DIST, catalog, ...CATALOG_SERVER });
});

test("the shell's CI serves its own new build, with the live remotes", () => {
  const account = publish('mfe-account', '0.1.0-gddddddd');
  live({ ...DIST, account }, { app: 'shell', version: '0.1.0-gsssssss' });
  const targets = liveReleaseTargets('shell', { env, workDir });
  expect(targets.env).toEqual({ STACK_REMOTES: path.join(workDir, 'remotes.json') });
  expect(targets.released).toEqual(['mfe-account 0.1.0-gddddddd']);
  expect(JSON.parse(fs.readFileSync(targets.env.STACK_REMOTES, 'utf8'))).toEqual({ ...DIST, account });
});
