/**
 * The bench's yardstick: the shell and the remotes' pages built as ONE app, without Module
 * Federation. The shell's code is used as is; only its remote registry is swapped for
 * directRegistry.ts, which imports each page straight from the remote's source (still lazily,
 * one chunk per page, as a monolith would split routes). Its files are served from their own
 * host and its pages by the production page server rendering them (bench/monolith/server.js), as
 * the composed site is served. Used only by `npm run bench` to price the federation ("MF tax").
 */
const fs = require('fs');
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { compileOptions } = require('../../tooling/webpack');
const { PreloadStartupChunksPlugin } = require('../../tooling/preload-startup-plugin');
const { CopyPublicPlugin } = require('../../tooling/copy-public-plugin');
const { AppShellPlugin } = require('../../tooling/app-shell-plugin');

const root = path.resolve(__dirname, '../..');
/** What the monolith's page server (server.js) reads to link a page's CSS and preload its scripts. */
const { ROUTE_FILES } = require('./server');

/**
 * Writes route-files.json: for each page chunk (named `catalog-HomePage` by directRegistry.ts), as
 * `catalog/HomePage`, the JS and CSS files it needs beyond those of start-up (the entry, and the
 * `app` chunk index.html preloads), as the composed site's remote manifests list an expose's files.
 */
class RouteFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = [...compilation.namedChunkGroups];
          const isPage = (name) => name.includes('-');
          const atStart = new Set(groups.filter(([name]) => !isPage(name)).flatMap(([, group]) => group.getFiles()));
          const routes = {};
          for (const [name, group] of groups) {
            if (!isPage(name)) continue;
            const files = group.getFiles().filter((file) => !atStart.has(file));
            routes[name.replace('-', '/')] = {
              js: files.filter((file) => file.endsWith('.js')),
              css: files.filter((file) => file.endsWith('.css')),
            };
          }
          compilation.emitAsset(ROUTE_FILES, new webpack.sources.RawSource(JSON.stringify(routes, null, 2)));
        },
      );
    });
  }
}
const compile = compileOptions();
const shell = path.join(root, 'shell');

module.exports = {
  context: root,
  mode: 'production',
  entry: './shell/src/index.ts',
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    // As the shell: chunks load from wherever app.js came from (the files' host), also when the page
    // server (another origin) serves index.html and points its files there.
    publicPath: 'auto',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  // Same resolution, loaders and minifier as the federated apps, so only the federation differs.
  ...compile,
  performance: { hints: false },
  plugins: [
    ...compile.plugins,
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]federation[\\/]api[\\/]remoteRegistry$|^\.\.?\/(?:api|federation\/api)\/remoteRegistry$/,
      (resource) => {
        resource.request = path.join(__dirname, 'directRegistry.ts');
      },
    ),
    // The shell's page minus its /remotes.json preload: a monolith has no remotes to list.
    new HtmlWebpackPlugin({
      templateContent: fs
        .readFileSync(path.join(shell, 'public/index.html'), 'utf8')
        .replace(/\s*<link rel="preload" href="\/remotes\.json"[^>]*>/, ''),
      inject: 'body',
      scriptLoading: 'defer',
      publicPath: '/',
    }),
    new PreloadStartupChunksPlugin({ chunks: ['app'] }),
    new AppShellPlugin({
      entry: path.join(shell, 'src/app-shell/renderAppShell.tsx'),
      config: path.join(shell, 'public/config.json'),
    }),
    new CopyPublicPlugin(path.join(shell, 'public')),
    new RouteFilesPlugin(),
  ],
  stats: 'errors-warnings',
};
