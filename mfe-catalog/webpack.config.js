const { createAppConfig } = require('../tooling/webpack');
const { apps, remoteNames } = require('../tooling/ports');
const exposes = require('./exposes');

module.exports = createAppConfig({
  dir: __dirname,
  name: remoteNames['mfe-catalog'],
  port: apps['mfe-catalog'],
  exposes,
});
