/**
 * The bench's yardstick: the shell and the remotes' pages built as ONE app, without Module
 * Federation. The shell's code is used as is; only its remote registry is swapped for
 * directRegistry.ts, which imports each page straight from the remote's source (still lazily,
 * one chunk per page, as a monolith would split routes). Served by the bench on port 3100.
 * Used only by `npm run bench` to price the federation ("MF tax").
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
const compile = compileOptions();
const shell = path.join(root, 'shell');

module.exports = {
  context: root,
  mode: 'production',
  entry: './shell/src/index.ts',
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
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
    }),
    new PreloadStartupChunksPlugin({ chunks: ['app'] }),
    new AppShellPlugin({
      entry: path.join(shell, 'src/app-shell/renderAppShell.tsx'),
      config: path.join(shell, 'public/config.json'),
    }),
    new CopyPublicPlugin(path.join(shell, 'public')),
  ],
  stats: 'errors-warnings',
};
