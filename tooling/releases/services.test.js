/**
 * The live version of a Node service: promote sets <app>/current, rollback undoes the last promote,
 * both checked, locked and recorded; start:release picks the version given or the current one.
 * Releases here are folders with a release.json and a dist/main.js (the build is tested elsewhere).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { promoteService, rollbackService, readCurrent, currentFile, releaseToStart } = require('./services');
const { startRelease } = require('./start');
const { readHistory } = require('./live');
const { releaseSettings } = require('./settings');

let workDir;
let env;

function publish(app, version, main = 'console.log(process.cwd());\n') {
  const dir = path.join(workDir, 'releases', app, version);
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'main.js'), main);
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app, version }));
}

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-releases-'));
  env = { RELEASE_ROOT: path.join(workDir, 'releases'), LIVE_HISTORY: path.join(workDir, 'history.jsonl'), INIT_CWD: workDir };
  publish('page-server', '0.1.0-g1111111');
  publish('page-server', '0.1.0-g2222222');
});

afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

const settings = () => releaseSettings(env);

test('promote points <app>/current at the release and records who, when, from and to', async () => {
  expect(readCurrent(settings(), 'page-server')).toBeNull();
  await expect(promoteService({ app: 'page-server', version: '0.1.0-g1111111', env })).resolves.toEqual({ from: null, to: '0.1.0-g1111111', changed: true });
  await expect(promoteService({ app: 'page-server', version: '0.1.0-g2222222', env })).resolves.toEqual({ from: '0.1.0-g1111111', to: '0.1.0-g2222222', changed: true });
  expect(fs.readFileSync(currentFile(settings(), 'page-server'), 'utf8')).toBe('0.1.0-g2222222\n');
  const history = readHistory(env.LIVE_HISTORY);
  expect(history.map(({ action, app, from, to }) => ({ action, app, from, to }))).toEqual([
    { action: 'promote', app: 'page-server', from: null, to: '0.1.0-g1111111' },
    { action: 'promote', app: 'page-server', from: '0.1.0-g1111111', to: '0.1.0-g2222222' },
  ]);
  expect(history[1]).toEqual(expect.objectContaining({ who: expect.any(String), at: expect.any(String), live: currentFile(settings(), 'page-server') }));
  // No temporary file or lock left beside the pointer.
  expect(fs.readdirSync(path.join(env.RELEASE_ROOT, 'page-server')).sort()).toEqual(['0.1.0-g1111111', '0.1.0-g2222222', 'current']);
});

test('promoting the live version again changes nothing and records nothing', async () => {
  await promoteService({ app: 'page-server', version: '0.1.0-g1111111', env });
  await expect(promoteService({ app: 'page-server', version: '0.1.0-g1111111', env })).resolves.toMatchObject({ changed: false });
  expect(readHistory(env.LIVE_HISTORY)).toHaveLength(1);
});

test('promote refuses an unknown version, a release whose entry does not parse, and an app that is not a service', async () => {
  await expect(promoteService({ app: 'page-server', version: '0.1.0-g9999999', env })).rejects.toThrow(
    /No release 0\.1\.0-g9999999 of page-server in .*Latest releases: 0\.1\.0-g1111111, 0\.1\.0-g2222222/,
  );
  publish('page-server', '0.1.0-gbad0000', 'module.exports = {;\n');
  await expect(promoteService({ app: 'page-server', version: '0.1.0-gbad0000', env })).rejects.toThrow(/dist\/main\.js is missing or does not parse/);
  await expect(promoteService({ app: 'mfe-catalog', version: '0.1.0-g1111111', env })).rejects.toThrow('mfe-catalog is not a Node service');
  expect(readCurrent(settings(), 'page-server')).toBeNull();
  expect(readHistory(env.LIVE_HISTORY)).toEqual([]);
});

test('rollback returns to what the last promote replaced, and again to the one before', async () => {
  publish('page-server', '0.1.0-g3333333');
  for (const version of ['0.1.0-g1111111', '0.1.0-g2222222', '0.1.0-g3333333']) await promoteService({ app: 'page-server', version, env });
  await expect(rollbackService({ app: 'page-server', env })).resolves.toEqual({ from: '0.1.0-g3333333', to: '0.1.0-g2222222', changed: true });
  await expect(rollbackService({ app: 'page-server', env })).resolves.toEqual({ from: '0.1.0-g2222222', to: '0.1.0-g1111111', changed: true });
  await expect(rollbackService({ app: 'page-server', env })).rejects.toThrow('Nothing to roll back to: page-server had no live release before 0.1.0-g1111111');
  expect(readCurrent(settings(), 'page-server')).toBe('0.1.0-g1111111');
});

test('rollback refuses when nothing was promoted, or the pointer was edited by hand', async () => {
  await expect(rollbackService({ app: 'page-server', env })).rejects.toThrow('Nothing to roll back: ');
  await promoteService({ app: 'page-server', version: '0.1.0-g1111111', env });
  await promoteService({ app: 'page-server', version: '0.1.0-g2222222', env });
  fs.writeFileSync(currentFile(settings(), 'page-server'), '0.1.0-g1111111\n');
  await expect(rollbackService({ app: 'page-server', env })).rejects.toThrow(/says 0\.1\.0-g1111111, not 0\.1\.0-g2222222 that the last promote set/);
});

test('the server and the page server have their own pointers; concurrent promotes of both keep both', async () => {
  publish('server', '0.1.0-gaaaaaaa');
  await Promise.all([
    promoteService({ app: 'server', version: '0.1.0-gaaaaaaa', env }),
    promoteService({ app: 'page-server', version: '0.1.0-g2222222', env }),
  ]);
  expect(readCurrent(settings(), 'server')).toBe('0.1.0-gaaaaaaa');
  expect(readCurrent(settings(), 'page-server')).toBe('0.1.0-g2222222');
  expect(readHistory(env.LIVE_HISTORY)).toHaveLength(2);
});

test('two promotes of one service at the same moment are serialised: the history chains from → to with no lost step', async () => {
  const versions = ['0.1.0-g3333333', '0.1.0-g4444444', '0.1.0-g5555555', '0.1.0-g6666666'];
  for (const version of versions) publish('page-server', version);
  await Promise.all(versions.map((version) => promoteService({ app: 'page-server', version, env })));
  const history = readHistory(env.LIVE_HISTORY);
  expect(history).toHaveLength(versions.length);
  history.forEach((entry, index) => expect(entry.from).toBe(index === 0 ? null : history[index - 1].to));
  expect(readCurrent(settings(), 'page-server')).toBe(history.at(-1).to);
});

test('start picks the version given, else the current one, and runs it from its own folder', async () => {
  expect(() => releaseToStart({ app: 'page-server', env })).toThrow(/No version given and .*current names none/);
  await promoteService({ app: 'page-server', version: '0.1.0-g2222222', env });
  expect(releaseToStart({ app: 'page-server', env }).version).toBe('0.1.0-g2222222');
  expect(releaseToStart({ app: 'page-server', version: '0.1.0-g1111111', env }).version).toBe('0.1.0-g1111111');
  expect(() => releaseToStart({ app: 'page-server', version: '0.1.0-g0000000', env })).toThrow('No release 0.1.0-g0000000 of page-server');
  expect(() => releaseToStart({ app: 'page-server', version: '../../elsewhere', env })).toThrow("'../../elsewhere' is not a release version");

  const { version, child } = startRelease({ app: 'page-server', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect({ version, code }).toEqual({ version: '0.1.0-g2222222', code: 0 });
  expect(fs.realpathSync(output.trim())).toBe(fs.realpathSync(path.join(env.RELEASE_ROOT, 'page-server', '0.1.0-g2222222')));
});
