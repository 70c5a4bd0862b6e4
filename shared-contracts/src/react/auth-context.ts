import { createContext, useContext } from 'react';
import type { Role } from '../types';

export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  photoURL: string | null;
}

export interface SignUpInput {
  displayName: string;
  email: string;
  password: string;
}

export interface SignInInput {
  email: string;
  password: string;
}

export type SignInResult = { status: 'signed-in'; role: Role } | { status: 'unverified' };

/** A reset e-mail's code: the account it resets, or why it can no longer be used (expired, used). */
export type PasswordResetLink = { status: 'valid'; email: string } | { status: 'invalid'; message: string };

export interface PasswordResetInput {
  /** The `oobCode` of the reset e-mail's link. */
  code: string;
  password: string;
}

/** Applying a verification e-mail's code: done, or why the link can no longer be used. */
export type EmailVerificationResult = { status: 'verified' } | { status: 'invalid'; message: string };

/** A reset that the link refused (expired or used meanwhile) says so instead of rejecting. */
export type PasswordResetResult = { status: 'reset' } | { status: 'invalid-link'; message: string };

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

/** A change the current password refused says so instead of rejecting. */
export type PasswordChangeResult = { status: 'changed' } | { status: 'wrong-password'; message: string };

/**
 * What every app knows of the session (ARCHITECTURE §4). Only verified users count as signed in.
 * Failed provider calls reject with an Error whose message is fit to show.
 */
export interface AuthContextValue {
  user: SessionUser | null;
  role: Role | null;
  /** True until the first auth status arrives. */
  loading: boolean;
  getIdToken: () => Promise<string | null>;
  /** Signs out and empties the cart and the wishlist. */
  logout: () => Promise<void>;
  /** Creates the account, sends the verification email, records the user on the server, signs out. */
  signUp: (input: SignUpInput) => Promise<void>;
  signIn: (input: SignInInput) => Promise<SignInResult>;
  /**
   * Sends the password-reset e-mail. Resolves the same whether or not an account has this e-mail,
   * so the page cannot tell who has an account; rejects only when nothing could be sent.
   */
  sendPasswordReset: (email: string) => Promise<void>;
  /** Reads a reset e-mail's code without using it up. */
  checkPasswordResetLink: (code: string) => Promise<PasswordResetLink>;
  /** Sets the new password with a reset e-mail's code (the code is then used up). */
  resetPassword: (input: PasswordResetInput) => Promise<PasswordResetResult>;
  /**
   * Verifies the address with a verification e-mail's code: the project's one e-mail action URL
   * brings verification links to the same page as reset links.
   */
  applyEmailVerification: (code: string) => Promise<EmailVerificationResult>;
  /** Sends the signed-in account's verification e-mail again. */
  resendVerificationEmail: () => Promise<void>;
  /** Proves the current password again (Firebase asks for a recent sign-in), then sets the new one. */
  changePassword: (input: PasswordChangeInput) => Promise<PasswordChangeResult>;
}

const notProvided = (): never => {
  throw new Error('No AuthProvider above this component');
};

export const SIGNED_OUT: AuthContextValue = {
  user: null,
  role: null,
  loading: false,
  getIdToken: async () => null,
  logout: notProvided,
  signUp: notProvided,
  signIn: notProvided,
  sendPasswordReset: notProvided,
  checkPasswordResetLink: notProvided,
  resetPassword: notProvided,
  applyEmailVerification: notProvided,
  resendVerificationEmail: notProvided,
  changePassword: notProvided,
};

export const AuthContext = createContext<AuthContextValue>({ ...SIGNED_OUT, loading: true });
AuthContext.displayName = 'StorefrontAuth';

export const useAuth = (): AuthContextValue => useContext(AuthContext);
