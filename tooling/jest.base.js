/**
 * Jest settings every package shares: ts-jest transpiling TypeScript (type checking is `npm run
 * typecheck`'s job), shared-contracts mapped to its source, CSS stubbed, jsdom by default.
 */
const path = require('path');

const contracts = path.resolve(__dirname, '../shared-contracts/src');

module.exports = function jestConfig(dir, { environment = 'jsdom', ...overrides } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.resolve(__dirname, 'jest/tsconfig.jest.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '^shared-contracts$': `${contracts}/index.ts`,
      '^shared-contracts/(react|router|toast|catalogue|firebase-auth|standalone|tabs)$': `${contracts}/$1`,
      '\\.css$': path.resolve(__dirname, 'jest/style-stub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.resolve(__dirname, 'jest/setup-dom.js')] : [],
    clearMocks: true,
    ...overrides,
  };
};
