import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from 'shared-contracts';

/**
 * Keeps the known remotes whose entry is a URL string; anything else in the file (the page server's
 * integrities of server builds, say) is ignored. Free of the federation runtime, so the early-start
 * script inlined into the page can read the file the same way.
 */
export function parseRemotesManifest(body: unknown): RemotesManifest {
  if (typeof body !== 'object' || body === null) throw new Error('/remotes.json is not a JSON object');
  const entries = Object.entries(body).filter(
    (entry): entry is [RemoteName, string] =>
      REMOTE_NAMES.includes(entry[0] as RemoteName) && typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}
