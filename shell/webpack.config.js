const { createAppConfig } = require('../tooling/webpack');
const { apps } = require('../tooling/ports');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: apps.shell,
  publicPath: '/',
  preload: ['app'],
  earlyScript: 'src/early-start/index.ts',
  appShell: 'src/app-shell/renderAppShell.tsx',
});
