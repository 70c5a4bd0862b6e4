/** What the shell's server build (webpack.server.js) exports for a page server to render. */
module.exports = {
  './Frame': './src/server-frame/ShellFrame.tsx',
};
