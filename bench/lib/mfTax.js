/**
 * The federation's own JS on /home, from the same two transfers as the bytes ratio: the remote
 * containers (remoteEntry.*.js) and what the host's entry (main.js) carries beyond the monolith's
 * entry, which is the federation runtime and the registering of remotes. `bytesRatioFloor` is the
 * ratio the composed site would have if every other byte matched the monolith's.
 */
/** A remote's container: remoteEntry.js, content-hashed in production builds. */
const REMOTE_ENTRY = /\/remoteEntry(?:\.[0-9a-f]{8})?\.js$/;

const ratio = (a, b) => Math.round((a / b) * 1000) / 1000;

/** @typedef {{ jsBytes: number, jsFiles: Array<{ url: string, bytes: number }> }} Transfer */

/** @param {Transfer} transfer @param {string} origin */
const hostEntryBytes = (transfer, origin) => transfer.jsFiles.find((f) => f.url === `${origin}/main.js`)?.bytes ?? 0;

/** @param {Transfer} composed @param {string} composedOrigin @param {Transfer} monolith @param {string} monolithOrigin */
function federationBytes(composed, composedOrigin, monolith, monolithOrigin) {
  const remoteEntryBytes = composed.jsFiles
    .filter((f) => REMOTE_ENTRY.test(f.url))
    .reduce((sum, f) => sum + f.bytes, 0);
  const hostEntryExtraBytes = hostEntryBytes(composed, composedOrigin) - hostEntryBytes(monolith, monolithOrigin);
  const total = remoteEntryBytes + hostEntryExtraBytes;
  return {
    federationBytes: total,
    hostEntryExtraBytes,
    remoteEntryBytes,
    bytesRatioFloor: ratio(monolith.jsBytes + total, monolith.jsBytes),
  };
}

module.exports = { federationBytes, ratio };
