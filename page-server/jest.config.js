const base = require('../tooling/jest.base')(__dirname, { environment: 'node', testTimeout: 30000 });

// fastify's app.inject (light-my-request) requires `cookie` 2, an ES module. Node 20 loads it with
// require(esm), Jest's module runtime cannot (before Node 24.9): transpile just that package.
const esmOnly = '/node_modules/(?:.+/)?cookie/dist/.+\\.js$';

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [esmOnly]: ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs' }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(?:.+/)?cookie/dist/)'],
};
