/**
 * How each kind of app is built into a release folder. Web apps go through their own
 * webpack.config.js exactly as `npm run build` does, with the output folder and (remotes) the
 * public path of the release; a Node service (server, page server) is compiled by tsc and carries
 * its production dependencies, the shared-contracts it was built against among them.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { REPO_ROOT, ReleaseError } = require('./settings');
const { copyProductionDependencies } = require('./dependencies');

const WEBPACK = require.resolve('webpack-cli/bin/cli.js');
const TSC = require.resolve('typescript/bin/tsc');

function run(script, args, cwd) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`${path.basename(script)} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** @param {{ info: { dir: string }, outDir: string, publicPath: string | null }} options */
function buildWebApp({ info, outDir, publicPath }) {
  const publicPathArgs = publicPath ? ['--output-public-path', publicPath] : [];
  run(WEBPACK, ['--mode', 'production', '--output-path', outDir, ...publicPathArgs], info.dir);
}

/**
 * A Node service: dist/ (compiled by tsc, after the shared-contracts it references), package.json,
 * and node_modules with its production dependencies copied in (dependencies.js), the workspace
 * ones (shared-contracts, security-headers, http-metrics) as the code it was built with. The folder runs on its
 * own: `node dist/main.js` inside it reaches nothing of the repository.
 */
function buildServer({ info, outDir }) {
  const root = path.dirname(info.dir); // this checkout, or an older commit's tree (source-at-commit.js)
  run(TSC, ['-b', path.join(root, 'shared-contracts', 'tsconfig.build.json')], root);
  run(TSC, ['-p', path.join(info.dir, 'tsconfig.build.json'), '--outDir', path.join(outDir, 'dist')], info.dir);
  fs.copyFileSync(path.join(info.dir, 'package.json'), path.join(outDir, 'package.json'));
  copyProductionDependencies({ packageDir: info.dir, outDir, installRoots: [...new Set([root, REPO_ROOT])] });
}

/** @param {{ info: { kind: string, dir: string }, outDir: string, publicPath: string | null }} options */
function buildApp(options) {
  return options.info.kind === 'server' ? buildServer(options) : buildWebApp(options);
}

module.exports = { buildApp };
