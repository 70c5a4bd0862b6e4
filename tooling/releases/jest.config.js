/** The release tooling's own tests: plain Node, beside the code (*.test.js). */
module.exports = require('../jest.base')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/**/*.test.js'],
  testTimeout: 60000,
});
