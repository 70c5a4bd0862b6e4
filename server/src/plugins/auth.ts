/**
 * Who is asking: `app.requireUser` is a route hook (onRequest or preHandler) that reads
 * `Authorization: Bearer <idToken>`, verifies it (firebase-admin `verifyIdToken(token, true)`, so
 * revoked sessions and deleted or disabled accounts are refused) and sets `request.user`. Routes read it with `currentUser()`.
 * `app.requireVerifiedUser` also refuses an account whose email is not verified (403): checkout,
 * saved lists, orders and admin routes use it, so the browser's check is never the only one.
 */
import type { Auth } from 'firebase-admin/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../http-errors';

export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** Resolves the token's user, or rejects (an HttpError 401 for a token that is not acceptable). */
export type TokenVerifier = (idToken: string) => Promise<AuthUser>;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: RequireUser;
    requireVerifiedUser: RequireUser;
  }
}

/** A hook for `onRequest` (preferred: checked before the body is even parsed) or `preHandler`. */
export type RequireUser = (request: FastifyRequest) => Promise<void>;

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const VERIFY_EMAIL_MESSAGE = 'Verify your email address before you continue: open the link we sent you, then sign in again.';

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

/** The real verifier: firebase-admin, with revocation checks. */
export function firebaseTokenVerifier(auth: Auth): TokenVerifier {
  return async (idToken) => {
    try {
      const decoded = await auth.verifyIdToken(idToken, true);
      return { uid: decoded.uid, email: decoded.email ?? null, emailVerified: decoded.email_verified === true };
    } catch (error) {
      const code = errorCode(error);
      const rejection = code ? REJECTIONS[code] : undefined;
      if (rejection) throw httpError(401, rejection);
      // the Auth service (or emulator) could not be asked: not the caller's fault
      const failure = httpError(503, 'Could not check your sign-in right now. Please try again.');
      failure.cause = error;
      throw failure;
    }
  };
}

const bearerToken = (header: string | undefined): string | null => {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
};

export function installAuth(app: FastifyInstance, verifyToken: TokenVerifier): void {
  app.decorateRequest('user', null);
  const requireUser: RequireUser = async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw httpError(401, SIGN_IN_MESSAGE);
    request.user = await verifyToken(token);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireVerifiedUser', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!currentUser(request).emailVerified) throw httpError(403, VERIFY_EMAIL_MESSAGE);
  });
}

/** The signed-in caller of a route guarded by `app.requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw httpError(401, SIGN_IN_MESSAGE);
  return request.user;
}
