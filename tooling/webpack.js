/**
 * One webpack + Module Federation config factory for every app (shell and remotes).
 * Each app's webpack.config.js names itself, its port and what it exposes; everything else is here.
 */
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { EsbuildPlugin } = require('esbuild-loader');
const { PreloadStartupChunksPlugin } = require('./preload-startup-plugin');
const { InlineScriptPlugin } = require('./inline-script-plugin');
const { AppShellPlugin } = require('./app-shell-plugin');
const { sharedSingletons, PROVIDED_BY_SHELL } = require('./shared-deps');
const { ShellProvidesPlugin } = require('./shell-provides-plugin');
const { CopyPublicPlugin } = require('./copy-public-plugin');

/** The app's public/index.html, or (remotes) a plain page for the team's standalone run. */
function pageTemplate(dir, name) {
  const own = path.join(dir, 'public', 'index.html');
  if (fs.existsSync(own)) return { template: own };
  return {
    templateContent: `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  };
}

// react-toastify's default build injects its CSS as a <style> element at run time, which a
// Content-Security-Policy without 'unsafe-inline' styles blocks: every app gets the unstyled build
// (same API, same shared singleton) and the toast container imports the CSS file.
const TOASTIFY_UNSTYLED = 'react-toastify/unstyled';

/**
 * How every app (and the bench's monolith) resolves, compiles and minifies its code. Production
 * builds extract styles to content-hashed .css files (loaded with their chunk, before its modules
 * run), so pages need no inline styles; development keeps style-loader (styles as <style> tags).
 * Add `plugins` to the config's own.
 */
function compileOptions({ production = true } = {}) {
  return {
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // "source" makes shared-contracts resolve to its TypeScript, so no app waits for its build.
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      alias: { 'react-toastify$': TOASTIFY_UNSTYLED },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // React, ReactDOM, the router and the React contracts always load together: one request
      // instead of eight (HTTP/1.1 hosts open six connections per origin, and start-up also needs
      // main.js, the app and two JSON files).
      splitChunks: {
        cacheGroups: {
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|[\\/]shared-contracts[\\/]src[\\/](react|router)[\\/]/,
            name: 'framework',
            chunks: 'async',
            enforce: true,
          },
        },
      },
      // Terser, not esbuild: esbuild's minifier keeps unused functions inside webpack's module
      // wrappers, so a shared package's unused exports (most of react-router) stayed in (50 KB
      // against 14 KB gzip). Terser also keeps the remote container's top-level var.
      minimizer: [
        new TerserPlugin({ extractComments: false, terserOptions: { compress: { passes: 2 } } }),
        new EsbuildPlugin({ css: true, include: /\.css$/ }),
      ],
    },
    plugins: production
      ? [
          new MiniCssExtractPlugin({
            filename: '[name].[contenthash:8].css',
            chunkFilename: '[name].[contenthash:8].css',
          }),
        ]
      : [],
  };
}

// The shell provides the federation runtime to the remotes (experiments.provideExternalRuntime),
// which adds @module-federation/inject-external-runtime-core-plugin by the absolute path of its
// CommonJS build: our own smaller plugin takes its place (see the file).
const INJECT_EXTERNAL_RUNTIME_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
  paths: [__dirname],
});
const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'federation-runtime', 'provide-runtime-core-plugin.js');

// Parts of the federation runtime (in main.js and every remoteEntry.js) that no app here runs or
// needs, replaced by nothing; each file says why. The keys are files of @module-federation 2.9
// packages: if an upgrade renames one, its alias no longer matches and the part is simply back.
const BUNDLER_RUNTIME_DIST = path.dirname(
  require.resolve('@module-federation/webpack-bundler-runtime', {
    paths: [require.resolve('@module-federation/enhanced')],
  }),
);
const ERROR_CODES_DIST = path.dirname(
  require.resolve('@module-federation/error-codes', { paths: [require.resolve('@module-federation/enhanced')] }),
);
const SDK_DIST = path.dirname(
  require.resolve('@module-federation/sdk', { paths: [require.resolve('@module-federation/enhanced')] }),
);
const UNUSED_BUNDLER_RUNTIME_PARTS = {
  [path.join(SDK_DIST, 'logger.js')]: path.join(__dirname, 'federation-runtime', 'console-logger.js'),
  [path.join(ERROR_CODES_DIST, 'desc.mjs')]: path.join(__dirname, 'federation-runtime', 'no-error-descriptions.js'),
  [path.join(BUNDLER_RUNTIME_DIST, 'remotes.js')]: path.join(__dirname, 'federation-runtime', 'no-remote-loader.js'),
  [path.join(BUNDLER_RUNTIME_DIST, 'getSharedFallbackGetter.js')]: path.join(
    __dirname,
    'federation-runtime',
    'no-shared-fallback.js',
  ),
};

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name         federation container name ('shell', 'catalog', ...)
 * @param {number} options.port         dev-server port
 * @param {Record<string,string>} [options.exposes]  what a remote exposes
 * @param {string} [options.publicPath] '/' for the shell; remotes resolve theirs at run time
 * @param {string[]} [options.preload] named chunks the entry imports at start-up, preloaded by the page
 * @param {string} [options.earlyScript] a small entry inlined into the page's head (runs before any bundle)
 * @param {string} [options.appShell]    an entry exporting renderAppShell(): its HTML (and CSS) is painted before any script
 *
 * The shell builds one compilation: its page, a federation host that provides the runtime. A remote
 * builds two into the same dist/: its container (remoteEntry.js + mf-manifest.json, which takes the
 * runtime from the host: ~8 KB instead of ~19 KB gzip) and, after it, its standalone page (a plain
 * bundle of its pages, no federation, for the team to run on its own), and, when the remote has a
 * webpack.server.js, its server build (dist/server/, for the page server to render its pages).
 */
function createAppConfig({ dir, name, port, exposes, publicPath = 'auto', preload = [], earlyScript, appShell }) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // A function: each compilation gets its own plugin instances (the CSS extractor's).
    const common = () => {
      const compile = compileOptions({ production });
      return {
        context: dir,
        mode: production ? 'production' : 'development',
        devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
        ...compile,
        resolve: { ...compile.resolve, alias: { ...compile.resolve.alias, ...UNUSED_BUNDLER_RUNTIME_PARTS } },
        performance: { hints: false },
        stats: 'errors-warnings',
      };
    };
    const output = (uniqueName, clean) => ({
      path: path.join(dir, 'dist'),
      publicPath,
      // Entry files keep stable names (served no-cache); chunks are content-hashed (served immutable).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName,
      clean,
    });
    const devServer = {
      port,
      // This machine only, like every local service (the pages name the Auth emulator).
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(dir, 'public'), publicPath: '/' },
      hot: false,
    };
    const federation = (options) =>
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        shared: sharedSingletons(),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        ...options,
      });
    const page = (uniqueName, clean, plugins) => {
      const base = common();
      return {
        ...base,
        entry: './src/index.ts',
        output: output(uniqueName, clean),
        plugins: [
          ...base.plugins,
          ...plugins,
          new HtmlWebpackPlugin({
            ...pageTemplate(dir, name),
            excludeChunks: [name],
            inject: 'body',
            scriptLoading: 'defer',
          }),
          new PreloadStartupChunksPlugin({ chunks: preload }),
          ...(earlyScript ? [new InlineScriptPlugin({ entry: path.join(dir, earlyScript) })] : []),
          ...(appShell
            ? [new AppShellPlugin({ entry: path.join(dir, appShell), config: path.join(dir, 'public', 'config.json') })]
            : []),
          new CopyPublicPlugin(path.join(dir, 'public')),
        ],
      };
    };

    if (!exposes) {
      const host = page(name, true, [
        federation({
          // Leave out the runtime's Node code; provide the runtime to remotes built without one.
          // Leave out its snapshot plugin: manifestRemotePlugin (shell) reads remotes' manifests.
          experiments: {
            asyncStartup: true,
            provideExternalRuntime: true,
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        new ShellProvidesPlugin({ names: PROVIDED_BY_SHELL }),
      ]);
      host.resolve = {
        ...host.resolve,
        alias: { ...host.resolve.alias, [INJECT_EXTERNAL_RUNTIME_CJS]: PROVIDE_RUNTIME_CORE },
      };
      return { ...host, devServer };
    }
    const base = common();
    const container = {
      ...base,
      name: `${name}-container`,
      entry: {},
      output: output(name, true),
      plugins: [
        ...base.plugins,
        federation({
          exposes,
          // Content-hashed like the chunks, so it is cached for good: a release is told apart by
          // its mf-manifest.json (served no-cache), which names this file.
          filename: production ? 'remoteEntry.[fullhash:8].js' : 'remoteEntry.js',
          shared: sharedSingletons({ fromShell: true }),
          // The host provides the runtime; a remote loads no remotes and reads no manifests itself.
          experiments: {
            asyncStartup: true,
            externalRuntime: true,
            optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
          },
        }),
      ],
      devServer,
    };
    const standalone = { ...page(`${name}-page`, false, []), name: `${name}-page`, dependencies: [container.name] };
    // A remote with a webpack.server.js also ships its server build (tooling/server-build.js) in
    // dist/server/, after the container has cleaned dist/: production builds only, not dev servers.
    const serverConfigFile = path.join(dir, 'webpack.server.js');
    if (!production || env?.WEBPACK_SERVE || !fs.existsSync(serverConfigFile)) return [container, standalone];
    return [container, standalone, { ...require(serverConfigFile), dependencies: [container.name] }];
  };
}

module.exports = { createAppConfig, compileOptions };
