/**
 * A Node service's release carries its production dependencies: the packages its package.json
 * names (dependencies, and optional and non-optional peer ones that are installed) and theirs, copied from the
 * installed node_modules into <release>/node_modules, in the layout Node resolves them from: a
 * package hoisted to the top of the install lands at the top, one nested under another package
 * lands under that package's copy. Workspace packages (links to a folder of this repository) are
 * copied as their published files. Nothing in the release then resolves into the repository.
 * Same machine, same platform: native addons (better-sqlite3) are copied as built here.
 */
const fs = require('fs');
const path = require('path');
const { ReleaseError } = require('./settings');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Node's lookup: <dir>/node_modules/<name>, then each parent's. @returns {{ at: string, base: string } | null} */
function findInstalled(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const at = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(at, 'package.json'))) return { at, base: dir };
    if (path.dirname(dir) === dir) return null;
  }
}

/** Peers marked optional are the host's to name (shared-contracts' React and Firebase), so not carried. */
const dependencyNames = (manifest) => ({
  // npm lists an optional dependency in both fields; optional wins.
  required: Object.keys(manifest.dependencies ?? {}).filter((name) => !manifest.optionalDependencies?.[name]),
  optional: [
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional),
  ],
});

/** A workspace's published files: its "files" list (and package.json), else everything but node_modules. */
function copyPackage(real, target, isWorkspace) {
  const manifest = readJson(path.join(real, 'package.json'));
  const files = isWorkspace && Array.isArray(manifest.files) ? ['package.json', ...manifest.files] : null;
  fs.mkdirSync(target, { recursive: true });
  const skip = (source) => {
    const relative = path.relative(real, source);
    return relative.split(path.sep).includes('node_modules') || relative.endsWith('.tsbuildinfo');
  };
  for (const entry of files ?? fs.readdirSync(real)) {
    const source = path.join(real, entry);
    if (!fs.existsSync(source) || skip(source)) continue;
    fs.cpSync(source, path.join(target, entry), { recursive: true, dereference: true, filter: (file) => !skip(file) });
  }
}

/**
 * @param {{ packageDir: string, outDir: string, installRoots: string[] }} options
 *   packageDir: the service's folder (its package.json names what to carry); installRoots: the
 *   folders whose node_modules are the install's top level (the checkout; for a release of an
 *   earlier commit also its unpacked tree, whose node_modules links into the checkout's)
 * @returns {{ packages: number }}
 */
function copyProductionDependencies({ packageDir, outDir, installRoots }) {
  // Where each copied package's own nested node_modules goes: real folder → its folder in the release.
  const outOfBase = new Map([...installRoots, packageDir].map((dir) => [dir, outDir]));
  const placed = new Map(); // folder in the release → real folder copied there
  const queue = [{ from: packageDir, manifest: readJson(path.join(packageDir, 'package.json')) }];
  while (queue.length) {
    const { from, manifest } = queue.shift();
    const { required, optional } = dependencyNames(manifest);
    for (const name of [...required, ...optional]) {
      const found = findInstalled(name, from);
      if (!found) {
        if (required.includes(name)) throw new ReleaseError(`${manifest.name} needs ${name}, which is not installed (run npm ci)`);
        continue;
      }
      const outBase = outOfBase.get(found.base);
      if (!outBase) throw new ReleaseError(`${name} (needed by ${manifest.name}) is installed outside the repository, in ${found.base}`);
      const target = path.join(outBase, 'node_modules', name);
      const real = fs.realpathSync(found.at);
      const already = placed.get(target);
      if (already === real) continue;
      if (already) throw new ReleaseError(`two versions of ${name} would land in ${target}: ${already} and ${real}`);
      placed.set(target, real);
      outOfBase.set(real, target);
      copyPackage(real, target, fs.lstatSync(found.at).isSymbolicLink());
      queue.push({ from: real, manifest: readJson(path.join(real, 'package.json')) });
    }
  }
  return { packages: placed.size };
}

module.exports = { copyProductionDependencies };
