/**
 * The account's e-mail actions and password changes: each goes to Firebase Auth directly (the
 * server keeps no passwords), loading Firebase on demand like the session does.
 */
import { useCallback, useMemo, type MutableRefObject } from 'react';
import type { StorefrontConfig } from '../config';
import { ROUTES } from '../routes';
import type { AuthContextValue, PasswordChangeInput, PasswordResetInput } from '../react/auth-context';
import {
  ACTION_LINK_REFUSED,
  authErrorCode,
  CURRENT_PASSWORD_WRONG,
  WRONG_PASSWORD,
  readableAuthError,
  resetLinkMessage,
  VERIFY_LINK_REFUSED,
} from './auth-errors';
import type { User } from './firebase-session';

type Session = typeof import('./firebase-session');

const NOT_SIGNED_IN = 'Log in again to continue.';

/**
 * What an e-mail link's action (reset, verify) answers: the action's own result, or `refused`'s
 * when Firebase refuses the link (expired, used, malformed), which the page explains; any other
 * failure of the action rejects with a readable message.
 */
async function actionLinkResult<Done, Refused>(
  session: () => Promise<Session>,
  firebase: StorefrontConfig['firebase'],
  action: (ops: Session['firebaseOps'], auth: ReturnType<Session['firebaseAuth']>) => Promise<Done>,
  refused: (error: unknown) => Refused,
): Promise<Done | Refused> {
  const { firebaseAuth, firebaseOps } = await session();
  try {
    return await action(firebaseOps, firebaseAuth(firebase));
  } catch (error) {
    if (ACTION_LINK_REFUSED.has(authErrorCode(error))) return refused(error);
    throw readableAuthError(error);
  }
}

export type AccountActions = Pick<
  AuthContextValue,
  | 'sendPasswordReset'
  | 'checkPasswordResetLink'
  | 'resetPassword'
  | 'applyEmailVerification'
  | 'resendVerificationEmail'
  | 'changePassword'
>;

export function useAccountActions(
  config: StorefrontConfig,
  session: () => Promise<Session>,
  currentUser: MutableRefObject<User | null>,
): AccountActions {
  const sendPasswordReset = useCallback(
    async (email: string) => {
      const { firebaseAuth, firebaseOps } = await session();
      try {
        // Firebase's own reset page (when the e-mail template keeps its default action URL) offers
        // "Continue" to this URL; a template pointed at /reset-password lands on ours instead.
        await firebaseOps.sendPasswordResetEmail(firebaseAuth(config.firebase), email, {
          url: `${window.location.origin}${ROUTES.login}`,
        });
      } catch (error) {
        // Telling "no such account" apart would tell anyone who has an account here.
        if (authErrorCode(error) === 'auth/user-not-found') return;
        throw readableAuthError(error);
      }
    },
    [config.firebase, session],
  );

  const checkPasswordResetLink = useCallback(
    (code: string) =>
      actionLinkResult(
        session,
        config.firebase,
        async (ops, auth) => ({ status: 'valid', email: await ops.verifyPasswordResetCode(auth, code) }) as const,
        (error) => ({ status: 'invalid', message: resetLinkMessage(error) }) as const,
      ),
    [config.firebase, session],
  );

  const resetPassword = useCallback(
    ({ code, password }: PasswordResetInput) =>
      actionLinkResult(
        session,
        config.firebase,
        async (ops, auth) => {
          await ops.confirmPasswordReset(auth, code, password);
          return { status: 'reset' } as const;
        },
        (error) => ({ status: 'invalid-link', message: resetLinkMessage(error) }) as const,
      ),
    [config.firebase, session],
  );

  const applyEmailVerification = useCallback(
    (code: string) =>
      actionLinkResult(
        session,
        config.firebase,
        async (ops, auth) => {
          await ops.applyActionCode(auth, code);
          return { status: 'verified' } as const;
        },
        () => ({ status: 'invalid', message: VERIFY_LINK_REFUSED }) as const,
      ),
    [config.firebase, session],
  );

  const resendVerificationEmail = useCallback(async () => {
    const { firebaseOps } = await session();
    const user = currentUser.current;
    if (!user) throw new Error(NOT_SIGNED_IN);
    try {
      await firebaseOps.sendEmailVerification(user);
    } catch (error) {
      throw readableAuthError(error);
    }
  }, [currentUser, session]);

  const changePassword = useCallback(
    async ({ currentPassword, newPassword }: PasswordChangeInput) => {
      const { firebaseOps } = await session();
      const user = currentUser.current;
      if (!user?.email) throw new Error(NOT_SIGNED_IN);
      try {
        await firebaseOps.reauthenticateWithPassword(user, user.email, currentPassword);
      } catch (error) {
        if (WRONG_PASSWORD.has(authErrorCode(error)))
          return { status: 'wrong-password', message: CURRENT_PASSWORD_WRONG } as const;
        throw readableAuthError(error);
      }
      try {
        await firebaseOps.updatePassword(user, newPassword);
        return { status: 'changed' } as const;
      } catch (error) {
        throw readableAuthError(error);
      }
    },
    [currentUser, session],
  );

  return useMemo(
    () => ({
      sendPasswordReset,
      checkPasswordResetLink,
      resetPassword,
      applyEmailVerification,
      resendVerificationEmail,
      changePassword,
    }),
    [
      sendPasswordReset,
      checkPasswordResetLink,
      resetPassword,
      applyEmailVerification,
      resendVerificationEmail,
      changePassword,
    ],
  );
}
