// Stands in for the webpack bundler runtime's loader of tree-shaken shared fallbacks, which only
// runs when a shared module is configured with `treeShaking` (tooling/shared-deps.js configures
// none). Left in, every container carried it (~0.3 KB brotli each in main.js and remoteEntry.js).
// Should `treeShaking` ever be used, the runtime calls this and fails at once: remove the alias then.
export const getSharedFallbackGetter = undefined;
