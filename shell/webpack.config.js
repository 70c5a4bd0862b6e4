const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../tooling/webpack');
const { apps } = require('../tooling/ports');
const { contractFile, readContractVersion } = require('../tooling/releases/contract');

const config = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: apps.shell,
  // Chunks load from wherever main.js came from: the shell's host, also when the page server
  // (another origin) serves index.html and points its files there.
  publicPath: 'auto',
  preload: ['app'],
  earlyScript: 'src/early-start/index.ts',
  appShell: 'src/app-shell/renderAppShell.tsx',
});

module.exports = (env, argv) => {
  const built = { ...config(env, argv), name: 'shell' };
  // index.html keeps root-relative file URLs (right on every client route of the shell's own
  // host; the page server makes them absolute URLs of that host).
  // It also says which shared contract this shell provides (<meta name="storefront-contract">): the
  // page server server-renders only remotes the live shell can run.
  const meta = { 'storefront-contract': readContractVersion(contractFile(path.join(__dirname, '..'))) };
  const plugins = built.plugins.map((plugin) =>
    plugin instanceof HtmlWebpackPlugin
      ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/', meta })
      : plugin,
  );
  const page = { ...built, plugins };
  // Production builds also ship the shell's server build (its frame) in dist/server/, after the page
  // has cleaned dist/; dev servers do not.
  if (argv.mode === 'development' || env?.WEBPACK_SERVE) return page;
  return [page, { ...require('./webpack.server'), dependencies: [page.name] }];
};
