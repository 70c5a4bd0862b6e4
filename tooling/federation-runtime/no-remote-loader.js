// Stands in for the webpack bundler runtime's loader of build-time remotes (`remotes`), which no app
// here runs: the shell registers its remotes at run time from remotes.json, and the remotes'
// containers load none (experiments.optimization.disableRemote, which only leaves the loader
// unused). Left in, it cost ~0.6 KB brotli in main.js, and in every remoteEntry.js ~0.5 KB more:
// the container hoisted the whole @module-federation/sdk through it, its logger included.
export const remotes = undefined;
