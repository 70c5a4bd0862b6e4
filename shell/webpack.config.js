const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createAppConfig } = require('../tooling/webpack');
const { apps } = require('../tooling/ports');

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
  const built = config(env, argv);
  // index.html keeps root-relative file URLs (right on every client route of the shell's own
  // host; the page server makes them absolute URLs of that host).
  const plugins = built.plugins.map((plugin) => (plugin instanceof HtmlWebpackPlugin ? new HtmlWebpackPlugin({ ...plugin.userOptions, publicPath: '/' }) : plugin));
  return { ...built, plugins };
};
