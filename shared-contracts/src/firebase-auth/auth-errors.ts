const EXPIRED_LINK = 'This password reset link has expired. Ask for a new one.';
const UNUSABLE_LINK = 'This password reset link is not valid or has already been used. Ask for a new one.';

/** Firebase Auth error codes → sentences a shopper can act on; unknown codes keep the provider's text. */
const READABLE: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/weak-password': 'That password is too weak.',
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/wrong-password': 'Wrong email or password.',
  'auth/user-not-found': 'Wrong email or password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/expired-action-code': EXPIRED_LINK,
  'auth/invalid-action-code': UNUSABLE_LINK,
};

/** The Firebase error code of a rejection ('' when it has none). */
export function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

export function readableAuthError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(READABLE[authErrorCode(error)] ?? message);
}

/** An e-mail action link (reset or verification) that Firebase no longer accepts. */
export const VERIFY_LINK_REFUSED =
  'This verification link has expired or has already been used. Log in to check whether your email is verified.';

/**
 * The codes that mean an e-mail's action link can no longer be used: expired, used or mistyped, or
 * its account disabled or deleted since.
 */
export const ACTION_LINK_REFUSED = new Set([
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/** Why a reset link was refused; account states read as an unusable link, not as "wrong password". */
export const resetLinkMessage = (error: unknown): string =>
  authErrorCode(error) === 'auth/expired-action-code' ? EXPIRED_LINK : UNUSABLE_LINK;

/** A password change whose current password reauthentication refused. */
export const CURRENT_PASSWORD_WRONG = 'Your current password is not right.';

/** Reauthentication's refusals of the password itself (newer projects answer invalid-credential). */
export const WRONG_PASSWORD = new Set(['auth/wrong-password', 'auth/invalid-credential']);
