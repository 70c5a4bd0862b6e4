/**
 * A remote's server build: the same exposes as its federation container, compiled for Node into ONE
 * CommonJS file that a page server loads by URL (page-server's features/server-render) and renders
 * with React 19. Not a federation container: the page server is a plain Node process, and a container's
 * runtime keeps every version it ever loaded (ARCHITECTURE §11).
 *
 * Output, beside the browser build in dist/ (so the remote's own static host, and a release folder,
 * publish both; a page server finds it at `server/server-manifest.json` next to mf-manifest.json):
 *   dist/server/<name>.server.<contenthash>.js   immutable: a new version is a new file name
 *   dist/server/server-manifest.json              names the current file (served no-cache)
 * The files are named under server/ inside dist/ (not a dist/server output path), so the `--output-path`
 * a release build passes moves the browser and the server build together. `npm run build` of a
 * remote with a webpack.server.js builds it after the container (tooling/webpack.js).
 *
 * The singletons of shared-deps.js (React, the router, the React contracts, ...) stay out of the
 * file: the page server provides its own copies when it loads it, as a federation host would.
 * CSS imports compile to nothing: the browser build's manifest names each expose's CSS files.
 */
const path = require('path');
const webpack = require('webpack');
const { compileOptions } = require('./webpack');
const { SINGLETONS } = require('./shared-deps');

/** Modules the host provides: the browser's singletons, plus what Node rendering and the router add. */
const SERVER_SHARED = [...SINGLETONS, 'react-dom/server', 'react-router-dom', 'react-router'];

const ENTRY = 'virtual:server-exposes';
const MANIFEST = 'server-manifest.json';
/** The server build's folder inside the app's dist/. */
const SERVER_DIR = 'server';

/** The entry: every expose imported whole, keyed as the container keys it ('./ProductPage'). */
function exposesSource(dir, exposes) {
  const names = Object.keys(exposes);
  const imports = names.map(
    (expose, i) => `import * as expose${i} from ${JSON.stringify(path.resolve(dir, exposes[expose]))};`,
  );
  const table = names.map((expose, i) => `  ${JSON.stringify(expose)}: expose${i},`);
  return [...imports, 'export const exposes = {', ...table, '};', ''].join('\n');
}

/** Writes server-manifest.json: which file holds this version, what it exposes, what the host must share. */
class ServerManifestPlugin {
  constructor(name, exposes) {
    this.name = name;
    this.exposes = Object.keys(exposes);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServerManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const [file] = [...compilation.entrypoints.values()]
            .flatMap((point) => point.getFiles())
            .filter((name) => name.endsWith('.js'));
          // The entry as a URL relative to the manifest beside it.
          const entry = path.posix.relative(SERVER_DIR, file);
          const manifest = {
            name: this.name,
            entry,
            exposes: this.exposes,
            shared: SERVER_SHARED,
            builtAt: new Date().toISOString(),
          };
          compilation.emitAsset(
            `${SERVER_DIR}/${MANIFEST}`,
            new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir      the app's folder
 * @param {string} options.name     federation container name ('catalog')
 * @param {Record<string,string>} options.exposes  the same map as the container's
 */
function createServerBuildConfig({ dir, name, exposes }) {
  const { resolve, module: browserModule } = compileOptions({ production: true });
  const scripts = browserModule.rules.filter((rule) => rule.loader === 'esbuild-loader');
  return {
    name: `${name}-server`,
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [name]: ENTRY },
    // Node's conditions in place of the browser's; shared-contracts still resolves to its source.
    resolve: { ...resolve, conditionNames: ['source', 'node', 'import', 'module', 'default'] },
    module: {
      rules: [
        ...scripts,
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    externals: SERVER_SHARED,
    externalsType: 'commonjs',
    output: {
      path: path.join(dir, 'dist'),
      filename: `${SERVER_DIR}/[name].server.[contenthash:8].js`,
      library: { type: 'commonjs2' },
      // One file: the loader compiles it from a string and has no chunks to fetch.
      asyncChunks: false,
      // Earlier server builds go; the browser build beside them stays.
      clean: { keep: (file) => !file.startsWith(`${SERVER_DIR}/`) },
    },
    // Unminified: ~2x the bytes but readable stack traces in the page server's logs; the file is
    // read once per version, not per request.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.experiments.schemes.VirtualUrlPlugin({ 'server-exposes': exposesSource(dir, exposes) }),
      new ServerManifestPlugin(name, exposes),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createServerBuildConfig, SERVER_SHARED, SERVER_MANIFEST: MANIFEST, SERVER_DIR };
