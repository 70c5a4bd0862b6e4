/**
 * ID tokens that already passed firebase-admin's `verifyIdToken` (signature, expiry, audience,
 * issuer), remembered for a short while by a SHA-256 of the token, so a shopper saving a cart
 * every second is not verified (and, against the Auth emulator, looked up over HTTP) every time.
 * An entry lasts until the token's own `exp` or `ttlMs`, whichever comes first, and `forget(uid)`
 * drops the account's entries (deleted, signed out everywhere). The revocation and disabled checks
 * are not cached here: they run on every request against the account's state (account-states.ts).
 */
import { hash } from 'node:crypto';

/** What the server keeps of a verified token. */
export interface VerifiedToken {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** When the user signed in (the token's auth_time): sessions before a revocation are refused. */
  authTimeMs: number;
  /** The token's exp: it is never accepted from here at or after this instant. */
  expiresAtMs: number;
}

export interface VerifiedTokens {
  /** The remembered token if it is still within its lifetime here, else undefined. */
  get(idToken: string): VerifiedToken | undefined;
  remember(idToken: string, token: VerifiedToken): void;
  /** Drops every remembered token of the account. */
  forget(uid: string): void;
}

export interface VerifiedTokensOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export const VERIFIED_TOKEN_TTL_MS = 60_000;

// The token itself is a credential: only its digest is kept as a key.
const keyOf = (idToken: string): string => hash('sha256', idToken, 'base64url');

export function createVerifiedTokens({
  ttlMs = VERIFIED_TOKEN_TTL_MS,
  maxEntries = 50_000,
  now = Date.now,
}: VerifiedTokensOptions = {}): VerifiedTokens {
  const known = new Map<string, { token: VerifiedToken; until: number }>();

  return {
    get(idToken) {
      const key = keyOf(idToken);
      const entry = known.get(key);
      if (!entry) return undefined;
      if (now() < entry.until) return entry.token;
      known.delete(key);
      return undefined;
    },
    remember(idToken, token) {
      const until = Math.min(token.expiresAtMs, now() + ttlMs);
      const key = keyOf(idToken);
      known.delete(key);
      known.set(key, { token, until });
      // A Map keeps insertion order: the first key was remembered longest ago.
      if (known.size > maxEntries) known.delete(known.keys().next().value as string);
    },
    forget(uid) {
      // Rare (an account deleted or signed out everywhere): a scan keeps the common path to one Map.
      for (const [key, entry] of known) if (entry.token.uid === uid) known.delete(key);
    },
  };
}
