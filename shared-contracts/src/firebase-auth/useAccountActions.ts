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
    async (code: string) => {
      const { firebaseAuth, firebaseOps } = await session();
      try {
        const email = await firebaseOps.verifyPasswordResetCode(firebaseAuth(config.firebase), code);
        return { status: 'valid', email } as const;
      } catch (error) {
        if (ACTION_LINK_REFUSED.has(authErrorCode(error)))
          return { status: 'invalid', message: resetLinkMessage(error) } as const;
        throw readableAuthError(error);
      }
    },
    [config.firebase, session],
  );

  const resetPassword = useCallback(
    async ({ code, password }: PasswordResetInput) => {
      const { firebaseAuth, firebaseOps } = await session();
      try {
        await firebaseOps.confirmPasswordReset(firebaseAuth(config.firebase), code, password);
        return { status: 'reset' } as const;
      } catch (error) {
        if (ACTION_LINK_REFUSED.has(authErrorCode(error)))
          return { status: 'invalid-link', message: resetLinkMessage(error) } as const;
        throw readableAuthError(error);
      }
    },
    [config.firebase, session],
  );

  const applyEmailVerification = useCallback(
    async (code: string) => {
      const { firebaseAuth, firebaseOps } = await session();
      try {
        await firebaseOps.applyActionCode(firebaseAuth(config.firebase), code);
        return { status: 'verified' } as const;
      } catch (error) {
        if (ACTION_LINK_REFUSED.has(authErrorCode(error)))
          return { status: 'invalid', message: VERIFY_LINK_REFUSED } as const;
        throw readableAuthError(error);
      }
    },
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
