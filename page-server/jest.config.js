const path = require('path');

// Node, as for the server; the catalogue's hydration test opts into jsdom per file and needs the DOM set-up.
module.exports = {
  ...require('../tooling/jest.base').fastifyPackage(__dirname),
  setupFilesAfterEnv: [path.resolve(__dirname, '../tooling/jest/setup-dom.js')],
};
