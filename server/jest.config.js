const path = require('path');

const base = require('../tooling/jest.base').fastifyPackage(__dirname);

module.exports = {
  ...base,
  // One official Firestore emulator per run, started by the first test that needs it.
  globalSetup: path.resolve(__dirname, '../tooling/jest/firestore-emulator-setup.js'),
  globalTeardown: path.resolve(__dirname, '../tooling/jest/firestore-emulator-teardown.js'),
};
