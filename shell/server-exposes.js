/** What the shell's server build (webpack.server.js) exports for a page server to render. */
module.exports = {
  // SHELL_SERVER_APP (shared-contracts server-page.ts): the page server renders the site with it.
  './App': './src/server-frame/ServerApp.tsx',
};
