/**
 * The Firebase Auth side of the session. Loaded with a dynamic import so Firebase stays off the
 * first paint. Initialised once per page with initializeAuth and no popup/redirect resolver.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseWebConfig } from '../config';

export type { User };

let instance: Auth | null = null;

export function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (instance) return instance;
  const app = getApps().length
    ? getApp()
    : initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        ...(config.appId ? { appId: config.appId } : {}),
      });
  instance = initializeAuth(app, { persistence: browserLocalPersistence });
  if (config.authEmulatorUrl) connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  return instance;
}

export const firebaseOps = {
  onAuthStateChanged,
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  sendPasswordResetEmail,
  verifyPasswordResetCode,
  confirmPasswordReset,
  applyActionCode,
  updatePassword,
  /** Re-proves the password of a signed-in e-mail account (before a password change). */
  reauthenticateWithPassword: (user: User, email: string, password: string) =>
    reauthenticateWithCredential(user, EmailAuthProvider.credential(email, password)),
};
