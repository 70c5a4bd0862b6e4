module.exports = require('../tooling/jest.base').fastifyPackage(__dirname);
