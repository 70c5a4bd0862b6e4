/**
 * How each kind of app is built into a release folder. Web apps go through their own
 * webpack.config.js exactly as `npm run build` does, with the output folder and (remotes) the
 * public path of the release; the server is compiled by tsc with the shared-contracts code it was
 * built against copied in, so a release keeps running the contract it was tested with.
 */
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const { ReleaseError } = require('./settings');

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
 * dist/ (the compiled server), package.json, and node_modules/shared-contracts (its compiled copy).
 * Other dependencies come from the installed node_modules when it starts (start-server.js).
 */
function buildServer({ info, outDir }) {
  const root = path.dirname(info.dir); // this checkout, or an older commit's tree (source-at-commit.js)
  const contracts = path.join(root, 'shared-contracts');
  run(TSC, ['-b', path.join(contracts, 'tsconfig.build.json')], root);
  run(TSC, ['-p', path.join(info.dir, 'tsconfig.build.json'), '--outDir', path.join(outDir, 'dist')], info.dir);
  const vendored = path.join(outDir, 'node_modules', 'shared-contracts');
  fs.mkdirSync(vendored, { recursive: true });
  fs.copyFileSync(path.join(contracts, 'package.json'), path.join(vendored, 'package.json'));
  fs.cpSync(path.join(contracts, 'dist'), path.join(vendored, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('.tsbuildinfo'),
  });
  fs.copyFileSync(path.join(info.dir, 'package.json'), path.join(outDir, 'package.json'));
}

/** @param {{ info: { kind: string, dir: string }, outDir: string, publicPath: string | null }} options */
function buildApp(options) {
  return options.info.kind === 'server' ? buildServer(options) : buildWebApp(options);
}

module.exports = { buildApp };
