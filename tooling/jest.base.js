/**
 * Jest settings every package shares: ts-jest transpiling TypeScript (type checking is `npm run
 * typecheck`'s job), shared-contracts mapped to its source, CSS stubbed, jsdom by default.
 */
const path = require('path');

const contracts = path.resolve(__dirname, '../shared-contracts/src');

function jestConfig(dir, { environment = 'jsdom', ...overrides } = {}) {
  return {
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.resolve(__dirname, 'jest/tsconfig.jest.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '^shared-contracts$': `${contracts}/index.ts`,
      '^shared-contracts/(react|router|toast|catalogue|delivery|gst|firebase-auth|standalone|tabs|gst-ui|forms|idle)$': `${contracts}/$1`,
      '\\.css$': path.resolve(__dirname, 'jest/style-stub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.resolve(__dirname, 'jest/setup-dom.js')] : [],
    clearMocks: true,
    // Well above Testing Library's 5 s wait (jest/setup-dom.js): on a busy machine a test with a few
    // waits must fail on what it waited for, not on jest's default 5 s for the whole test.
    testTimeout: 20000,
    ...overrides,
  };
}

module.exports = jestConfig;

// fastify's app.inject (light-my-request) requires `cookie` 2, an ES module. Node 20 loads it with
// require(esm), Jest's module runtime cannot (before Node 24.9): transpile just that package.
const COOKIE_ESM = '/node_modules/(?:.+/)?cookie/dist/.+\\.js$';

/** The settings of a Fastify package's tests (the server, the page server): Node, app.inject. */
module.exports.fastifyPackage = function fastifyJestConfig(dir) {
  const base = jestConfig(dir, { environment: 'node', testTimeout: 30000 });
  return {
    ...base,
    transform: {
      ...base.transform,
      [COOKIE_ESM]: ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false }],
    },
    transformIgnorePatterns: ['/node_modules/(?!(?:.+/)?cookie/dist/)'],
  };
};
