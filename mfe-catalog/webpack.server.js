/** The catalogue's server build (tooling/server-build.js): its exposes for a page server to render. */
const { createServerBuildConfig } = require('../tooling/server-build');
const { remoteNames } = require('../tooling/ports');
const exposes = require('./exposes');

module.exports = createServerBuildConfig({ dir: __dirname, name: remoteNames['mfe-catalog'], exposes });
