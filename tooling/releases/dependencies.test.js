/**
 * A service release's node_modules: the production closure of its package.json, copied in the
 * layout Node resolves it from, workspaces as their published files, nothing linking back.
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const { copyProductionDependencies } = require('./dependencies');

let root;
let out;

function installed(dir, manifest, files = { 'index.js': `module.exports = ${JSON.stringify(manifest.name)};\n` }) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '1.0.0', ...manifest }));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** Every file and link under a folder, relative, links marked. */
function tree(dir, prefix = '') {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isSymbolicLink()) return [`${relative} -> link`];
    return entry.isDirectory() ? tree(dir, relative) : [relative];
  });
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-deps-'));
  out = path.join(root, 'out');
  // The service and a workspace it uses (a link in node_modules, like npm's).
  installed(path.join(root, 'svc'), { name: 'svc', dependencies: { web: '^1', ws: '0.1.0', opt: '^1' }, optionalDependencies: { opt: '^1' } });
  installed(path.join(root, 'ws'), { name: 'ws', files: ['index.js'], peerDependencies: { react: '*', util: '*' }, peerDependenciesMeta: { react: { optional: true } } }, {
    'index.js': '',
    'src/index.ts': '',
    'tsconfig.tsbuildinfo': '',
  });
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync('../ws', path.join(root, 'node_modules', 'ws'));
  // Hoisted packages, one nested version, one the service keeps in its own node_modules, one unused.
  installed(path.join(root, 'node_modules', 'web'), { name: 'web', dependencies: { util: '^2', '@scope/log': '^1' } });
  installed(path.join(root, 'node_modules', 'web', 'node_modules', 'util'), { name: 'util', version: '2.0.0' });
  installed(path.join(root, 'node_modules', 'util'), { name: 'util', version: '1.0.0' });
  installed(path.join(root, 'node_modules', '@scope', 'log'), { name: '@scope/log' });
  installed(path.join(root, 'node_modules', 'react'), { name: 'react' });
  installed(path.join(root, 'node_modules', 'unused'), { name: 'unused' });
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test('copies the closure where Node finds it: hoisted at the top, nested under its parent, workspaces by their files', () => {
  expect(copyProductionDependencies({ packageDir: path.join(root, 'svc'), outDir: out, installRoots: [root] })).toEqual({ packages: 5 });
  expect(tree(out).sort()).toEqual(
    [
      'node_modules/@scope/log/index.js',
      'node_modules/@scope/log/package.json',
      'node_modules/util/index.js', // ws's required peer, 1.0.0 at the top
      'node_modules/util/package.json',
      'node_modules/web/index.js',
      'node_modules/web/node_modules/util/index.js', // web's own 2.0.0
      'node_modules/web/node_modules/util/package.json',
      'node_modules/web/package.json',
      'node_modules/ws/index.js', // its "files" only: no src/, no build info, and a copy, not a link
      'node_modules/ws/package.json',
    ].sort(),
  );
  expect(JSON.parse(fs.readFileSync(path.join(out, 'node_modules/web/node_modules/util/package.json'), 'utf8')).version).toBe('2.0.0');
  expect(JSON.parse(fs.readFileSync(path.join(out, 'node_modules/util/package.json'), 'utf8')).version).toBe('1.0.0');
});

test('a required dependency that is not installed is named; a missing optional one is skipped', () => {
  fs.rmSync(path.join(root, 'node_modules', 'web'), { recursive: true });
  expect(() => copyProductionDependencies({ packageDir: path.join(root, 'svc'), outDir: out, installRoots: [root] })).toThrow(
    'svc needs web, which is not installed (run npm ci)',
  );
});

test('two versions that would land in one place are refused rather than one silently replacing the other', () => {
  // The service's own util 3.0.0 and the hoisted 1.0.0 that ws needs would both go to the top.
  installed(path.join(root, 'svc', 'node_modules', 'util'), { name: 'util', version: '3.0.0' });
  const svc = JSON.parse(fs.readFileSync(path.join(root, 'svc', 'package.json'), 'utf8'));
  fs.writeFileSync(path.join(root, 'svc', 'package.json'), JSON.stringify({ ...svc, dependencies: { ...svc.dependencies, util: '^3' } }));
  expect(() => copyProductionDependencies({ packageDir: path.join(root, 'svc'), outDir: out, installRoots: [root] })).toThrow(/two versions of util would land in/);
});
