const jestConfig = require('../tooling/jest.base');

const base = jestConfig(__dirname);
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/clearQueries.ts'] };
