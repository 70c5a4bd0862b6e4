module.exports = require('../tooling/jest.base')(__dirname);
