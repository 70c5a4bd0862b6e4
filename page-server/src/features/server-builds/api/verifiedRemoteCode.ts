/**
 * What the page server checks before it compiles a remote's server build: where the code comes from
 * (the configured origins) and that its bytes are the ones the live remotes.json names (an SRI
 * sha256, recorded by the release and written by promote). The loader asks `mayLoad` before it reads
 * a URL and `verifiedSource` before it compiles what it read; nothing of a refused build runs.
 *
 * Production: only the configured origins (https, or http on a loopback host), and integrity is
 * required. Development (NODE_ENV is not production): loopback hosts are allowed too, a `file:`
 * folder may be configured, and a build without integrity in remotes.json is loaded from a loopback
 * host or a local folder only (what `npm start`'s remotes.json and a rebuilt remote need).
 */
import { createHash } from 'node:crypto';

export interface RemoteCodePolicy {
  production: boolean;
  /** http(s) origins ('https://releases.cdn.example.in'), and in development file: folders ('file:///srv/releases/'). */
  sources: readonly string[];
}

/** A build the page server will not execute: what refused it says why (no retry: only a new remotes.json or setting changes it). */
export class RemoteCodeRefusedError extends Error {
  override name = 'RemoteCodeRefusedError';
}

/** A build whose bytes are not the ones remotes.json names (retried later: the host may be mid-upload or repaired). */
export class IntegrityMismatchError extends Error {
  override name = 'IntegrityMismatchError';
}

const SHA256_SRI = /^sha256-[A-Za-z0-9+/]{43}=$/;

/** The URL, or null when `text` is not an absolute URL (URL.canParse is missing from jsdom's URL). */
function parsed(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The SRI form of a file's sha256 ('sha256-<base64>'), as a release records it. */
export const integrityOf = (bytes: Uint8Array | string): string =>
  `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/** localhost, 127.0.0.0/8 and ::1: this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * The policy for the given sources, each checked: an origin must be https, or http on a loopback
 * host, with no path; a file: folder is allowed in development only. Throws with what is wrong.
 */
export function remoteCodePolicy({
  production,
  sources,
}: {
  production: boolean;
  sources: readonly string[];
}): RemoteCodePolicy {
  const checked = sources.map((source) => {
    const url = parsed(source);
    if (url === null) throw new Error(`'${source}' is not a URL`);
    if (url.protocol === 'file:') {
      if (production) throw new Error(`'${source}': file: folders are for development only`);
      return url.href.endsWith('/') ? url.href : `${url.href}/`;
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname)))
      throw new Error(`'${source}' must be https (http only on a loopback host)`);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new Error(`'${source}' must be an origin only, like https://releases.cdn.example.in`);
    return url.origin;
  });
  return { production, sources: checked };
}

/** Whether `address` is at a source the policy allows (code there still needs `mayLoad`'s integrity rules). */
export function isAllowedSource(address: string, policy: RemoteCodePolicy): boolean {
  const url = parsed(address);
  return url !== null && sourceAllowed(url, policy);
}

function sourceAllowed(url: URL, policy: RemoteCodePolicy): boolean {
  if (url.protocol === 'file:')
    return !policy.production && policy.sources.some((folder) => url.href.startsWith(folder));
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return false;
  if (!policy.production && isLoopbackHost(url.hostname)) return true;
  return policy.sources.includes(url.origin);
}

/** A loopback host or a local file: where development may run a build without integrity. */
const isLocal = (url: URL): boolean => url.protocol === 'file:' || isLoopbackHost(url.hostname);

/**
 * Throws RemoteCodeRefusedError unless the page server may read code (or the manifest naming it)
 * from `address` with `integrity` (null: remotes.json names none).
 */
export function mayLoad(address: string, integrity: string | null, policy: RemoteCodePolicy): void {
  const url = parsed(address);
  if (url === null) throw new RemoteCodeRefusedError(`'${address}' is not an absolute URL`);
  if (!sourceAllowed(url, policy)) {
    const allowed = policy.sources.join(', ') || 'none';
    const rule = policy.production
      ? 'production loads remote code from REMOTE_ORIGINS only (https, or http on a loopback host)'
      : 'development loads remote code from loopback hosts and REMOTE_ORIGINS only (https, or http on a loopback host; file: folders)';
    throw new RemoteCodeRefusedError(`${address} is not an allowed source: ${rule}; REMOTE_ORIGINS allows ${allowed}`);
  }
  if (integrity !== null) {
    if (!SHA256_SRI.test(integrity))
      throw new RemoteCodeRefusedError(`remotes.json names '${integrity}' as its integrity, not sha256-<base64>`);
    return;
  }
  if (policy.production)
    throw new RemoteCodeRefusedError(
      `remotes.json names no integrity for ${address}: production runs verified code only (promote the release)`,
    );
  if (!isLocal(url))
    throw new RemoteCodeRefusedError(
      `remotes.json names no integrity for ${address}: unverified code runs only from a loopback host or a local folder`,
    );
}

/** The code to compile: `bytes` as text when their sha256 is `integrity` (null: allowed unverified by mayLoad). */
export function verifiedSource(address: string, bytes: Uint8Array, integrity: string | null): string {
  if (integrity !== null) {
    const actual = integrityOf(bytes);
    if (actual !== integrity)
      throw new IntegrityMismatchError(
        `${address} has ${actual}, but remotes.json names ${integrity}: changed since its promote, so it is not run`,
      );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new Error(`${address} is not UTF-8 text`);
  }
}
