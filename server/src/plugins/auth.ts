/**
 * Who is asking: `app.requireUser` is a route hook (onRequest or preHandler) that reads
 * `Authorization: Bearer <idToken>`, verifies it (signature and expiry, remembered for the token
 * until its exp but at most a minute; then revoked sessions and disabled or deleted accounts are
 * refused on every request, from an account state at most 5 s old, so a change reaches every
 * server instance within 5 s: account-states.ts) and sets `request.user`. Routes read it with `currentUser()`. `app.requireVerifiedUser` also refuses an
 * account whose email is not verified (403): checkout, saved lists, orders and admin routes use
 * it, so the browser's check is never the only one. `app.requireFreshVerifiedUser` (checkout,
 * admin) verifies the token and asks the Auth service about revocation afresh on every request.
 */
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, httpError } from '../http-errors';
import { createAccountStates, type AccountState, type AccountStatesOptions } from './account-states';
import { createVerifiedTokens, type VerifiedToken } from './verified-tokens';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

export interface VerifyOptions {
  /** Ask the Auth service whether the session was revoked now, not from a cache (checkout, admin). */
  fresh: boolean;
}

/**
 * Resolves the token's user, or rejects (an HttpError 401 for a token that is not acceptable).
 * `forget(uid)` drops anything cached about the account (it was deleted or signed out everywhere).
 */
export type TokenVerifier = ((idToken: string, options?: VerifyOptions) => Promise<AuthUser>) & {
  forget?: (uid: string) => void;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: RequireUser;
    requireVerifiedUser: RequireUser;
    /** requireVerifiedUser with the revocation check asked afresh: checkout and admin routes. */
    requireFreshVerifiedUser: RequireUser;
    /** Forgets what is cached about an account's sessions (after deleting it). */
    forgetSessions: (uid: string) => void;
  }
}

/** A hook for `onRequest` (preferred: checked before the body is even parsed) or `preHandler`. */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const VERIFY_EMAIL_MESSAGE =
  'Verify your email address before you continue: open the link we sent you, then sign in again.';

const REJECTIONS: Record<string, string> = {
  'auth/id-token-expired': 'Your session has expired. Sign in again.',
  'auth/id-token-revoked': 'Your session was ended. Sign in again.',
  'auth/user-disabled': 'This account is disabled.',
  'auth/user-not-found': 'This account no longer exists.',
  'auth/argument-error': SIGN_IN_MESSAGE,
  'auth/invalid-id-token': SIGN_IN_MESSAGE,
};

const errorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

const UNAVAILABLE_MESSAGE = 'Could not check your sign-in right now. Please try again.';

/** A firebase-admin failure as the answer the caller gets: 401 for their token, 503 when Auth could not be asked. */
function rejection(error: unknown): HttpError {
  const code = errorCode(error);
  const message = code ? REJECTIONS[code] : undefined;
  if (message) return httpError(401, message);
  const failure = httpError(503, UNAVAILABLE_MESSAGE);
  failure.cause = error;
  return failure;
}

/** Options of the real verifier: the caches' lifetimes and sizes, and the clock. */
export interface FirebaseVerifierOptions {
  /** How long a verified token is remembered (default 60 s, never past its exp). */
  tokenTtlMs?: number;
  maxTokens?: number;
  /** The account-state cache (default: states at most 5 s old). */
  states?: Omit<AccountStatesOptions, 'now'>;
  now?: () => number;
}

const accountState = (user: UserRecord): AccountState => ({
  validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0,
  disabled: user.disabled,
  deleted: false,
});

const DELETED: AccountState = { validSinceMs: 0, disabled: false, deleted: true };

const verifiedToken = (decoded: DecodedIdToken): VerifiedToken => ({
  uid: decoded.uid,
  email: decoded.email ?? null,
  emailVerified: decoded.email_verified === true,
  authTimeMs: decoded.auth_time * 1000,
  expiresAtMs: decoded.exp * 1000,
});

/**
 * The real verifier: firebase-admin checks the signature and expiry, then the token is refused if
 * its sign-in predates the account's revocation time or the account is disabled or deleted (what
 * `verifyIdToken(token, true)` does, but from an account state at most 5 s old, looked up in batches).
 * A verified token is remembered until its exp (at most a minute), so a repeat request skips the
 * signature check (and, against the emulator, firebase-admin's lookup of the account); the
 * account-state check still runs on every request. `fresh` verifies and asks Auth anew.
 */
export function firebaseTokenVerifier(auth: Auth, options: FirebaseVerifierOptions = {}): TokenVerifier {
  const { tokenTtlMs, maxTokens, states: stateOptions, now } = options;
  const states = createAccountStates(
    async (uids) => {
      const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
      const found = new Map(users.map((user) => [user.uid, accountState(user)]));
      // getUsers lists the accounts it did not find apart: those were deleted.
      return new Map(uids.map((uid) => [uid, found.get(uid) ?? DELETED]));
    },
    { ...stateOptions, now },
  );
  const tokens = createVerifiedTokens({ ttlMs: tokenTtlMs, maxEntries: maxTokens, now });

  const decode = async (idToken: string): Promise<VerifiedToken> => {
    const token = verifiedToken(await auth.verifyIdToken(idToken, false));
    tokens.remember(idToken, token);
    return token;
  };

  const verify: TokenVerifier = async (idToken, { fresh } = { fresh: false }) => {
    let token: VerifiedToken;
    let state: AccountState;
    try {
      token = (!fresh && tokens.get(idToken)) || (await decode(idToken));
      state = await states.get(token.uid, fresh);
    } catch (error) {
      throw rejection(error);
    }
    if (state.deleted) throw httpError(401, REJECTIONS['auth/user-not-found'] as string);
    if (state.disabled) throw httpError(401, REJECTIONS['auth/user-disabled'] as string);
    if (token.authTimeMs < state.validSinceMs) throw httpError(401, REJECTIONS['auth/id-token-revoked'] as string);
    return { uid: token.uid, email: token.email, emailVerified: token.emailVerified };
  };
  verify.forget = (uid) => {
    states.forget(uid);
    tokens.forget(uid);
  };
  return verify;
}

const bearerToken = (header: string | undefined): string | null => {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
};

export function installAuth(app: FastifyInstance, verifyToken: TokenVerifier): void {
  app.decorateRequest('user', null);
  const signIn =
    (fresh: boolean): RequireUser =>
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw httpError(401, SIGN_IN_MESSAGE);
      request.user = await verifyToken(token, { fresh });
    };
  const requireUser = signIn(false);
  const requireVerified = (fresh: boolean): RequireUser => {
    const signedIn = signIn(fresh);
    return async (request) => {
      await signedIn(request);
      if (!currentUser(request).emailVerified) throw httpError(403, VERIFY_EMAIL_MESSAGE);
    };
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireVerifiedUser', requireVerified(false));
  app.decorate('requireFreshVerifiedUser', requireVerified(true));
  app.decorate('forgetSessions', (uid: string) => verifyToken.forget?.(uid));
}

/** The signed-in caller of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpError(401, SIGN_IN_MESSAGE);
  return request.user;
}
