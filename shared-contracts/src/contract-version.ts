/**
 * The version of this package's public contract: every exported type, value and the wire names
 * (versioned event names, globalThis keys) the apps meet through. A release records it: a remote
 * requires `^major.minor.0` of what it was built with and the shell provides its own, and promote
 * refuses a remote the live shell cannot run. Bump the major when a change would break a released
 * remote or shell, the minor when you only add, the patch when declarations only move; then run
 * `npm run contract-surface -w shared-contracts` (a test fails when the surface changes without it).
 */
export const CONTRACT_VERSION = '1.0.0';
