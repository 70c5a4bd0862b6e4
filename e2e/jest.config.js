module.exports = require('../tooling/jest.base')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/support/globalSetup.js',
  globalTeardown: '<rootDir>/src/support/globalTeardown.js',
  testTimeout: 90000,
  // The backend children are stopped in globalTeardown; don't wait on idle keep-alive sockets.
  forceExit: true,
});
