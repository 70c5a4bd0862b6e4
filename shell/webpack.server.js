/** The shell's server build (tooling/server-build.js): the whole site's tree, for a page server to render around a remote's page. */
const { createServerBuildConfig } = require('../tooling/server-build');
const exposes = require('./server-exposes');

module.exports = createServerBuildConfig({ dir: __dirname, name: 'shell', exposes });
