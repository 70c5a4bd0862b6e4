import { PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** The special characters a password must use one of (spec §5). */
export const PASSWORD_SPECIALS = '@$!%*?#&';

/**
 * At least 6 characters, with an uppercase and a lowercase letter, a digit and one of @$!%*?#&.
 * Other characters are allowed alongside.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    [...password].some((ch) => PASSWORD_SPECIALS.includes(ch))
  );
}

export interface SignupInput {
  username: string;
  email: string;
  password: string;
}

export interface LoginInput {
  email: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignup(input: SignupInput): FieldErrors<SignupInput> {
  const errors: FieldErrors<SignupInput> = {};
  if (!input.username.trim()) errors.username = 'Username is required.';
  if (!input.email.trim()) errors.email = 'Email is required.';
  else if (!EMAIL_SHAPE.test(input.email.trim())) errors.email = 'Enter a valid email address.';
  if (!input.password) errors.password = 'Password is required.';
  else if (!isStrongPassword(input.password)) errors.password = MESSAGES.passwordRule;
  return errors;
}

export function validateLogin(input: LoginInput): FieldErrors<LoginInput> {
  const errors: FieldErrors<LoginInput> = {};
  if (!input.email.trim()) errors.email = 'Email is required.';
  if (!input.password) errors.password = 'Password is required.';
  return errors;
}

export const hasErrors = <T>(errors: FieldErrors<T>): boolean => Object.keys(errors).length > 0;
