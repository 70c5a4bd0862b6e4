/** The tooling's own tests, beside the code: plain Node, JavaScript and TypeScript. */
module.exports = require('./jest.base')(__dirname, {
  environment: 'node',
  testMatch: ['<rootDir>/**/*.test.{js,ts}'],
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 60000,
});
