/**
 * Removing a sign-in account. Injected into the admin routes so tests can stand in for
 * firebase-admin; the server uses `firebaseAccountDeleter`.
 */
import type { Auth } from 'firebase-admin/auth';

/** Resolves 'deleted', or 'not-found' when no account has this uid; rejects when Auth cannot be asked. */
export type AuthAccountDeleter = (uid: string) => Promise<'deleted' | 'not-found'>;

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/** `auth` is resolved on first use, so building the app never touches firebase-admin. */
export function firebaseAccountDeleter(auth: () => Auth): AuthAccountDeleter {
  return async (uid) => {
    try {
      await auth().deleteUser(uid);
      return 'deleted';
    } catch (error) {
      if (isNotFound(error)) return 'not-found';
      throw error;
    }
  };
}
