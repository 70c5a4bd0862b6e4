import type { BillingDetails, SendEmailRequest } from './checkout-api';
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

/** A password-reset request: the account's e-mail. */
export interface PasswordResetRequestInput {
  email: string;
}

/** A new password chosen on the reset page. */
export interface NewPasswordInput {
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest address SMTP carries (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required.';
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) return 'Enter a valid email address.';
  return undefined;
}

/** The spec's password rule, for every form that sets a password. */
function newPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required.';
  if (!isStrongPassword(password)) return MESSAGES.passwordRule;
  return undefined;
}

export function validateSignup(input: SignupInput): FieldErrors<SignupInput> {
  const errors: FieldErrors<SignupInput> = {};
  if (!input.username.trim()) errors.username = 'Username is required.';
  const email = emailError(input.email);
  if (email) errors.email = email;
  const password = newPasswordError(input.password);
  if (password) errors.password = password;
  return errors;
}

export function validatePasswordResetRequest(input: PasswordResetRequestInput): FieldErrors<PasswordResetRequestInput> {
  const email = emailError(input.email);
  return email ? { email } : {};
}

/** The reset page's new password: the same rule as signup's. */
export function validateNewPassword(input: NewPasswordInput): FieldErrors<NewPasswordInput> {
  const password = newPasswordError(input.password);
  return password ? { password } : {};
}

export function validateLogin(input: LoginInput): FieldErrors<LoginInput> {
  const errors: FieldErrors<LoginInput> = {};
  if (!input.email.trim()) errors.email = 'Email is required.';
  if (!input.password) errors.password = 'Password is required.';
  return errors;
}

export const hasErrors = <T>(errors: FieldErrors<T>): boolean => Object.keys(errors).length > 0;

/** Longest accepted text of each billing field (trimmed). */
export const BILLING_MAX_LENGTH: Record<keyof BillingDetails, number> = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  phone: 20,
  address: 500,
  city: 100,
  postalCode: 12,
  country: 100,
};

const BILLING_LABELS: Record<keyof BillingDetails, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
};

/** Digits with an optional leading +, spaces or hyphens between them; 7–15 digits (E.164's most). */
const PHONE_SHAPE = /^\+?\d(?:[ -]?\d){6,14}$/;
/** Indian PIN: 6 digits, never starting with 0; "411 001" is written too. */
const PIN_SHAPE = /^[1-9]\d{2} ?\d{3}$/;
/** Elsewhere postal codes vary: 3–10 letters or digits, single spaces or hyphens between. */
const POSTAL_SHAPE = /^[A-Za-z0-9](?:[ -]?[A-Za-z0-9]){2,9}$/;

export const isIndia = (country: string): boolean => /^(india|bharat|in)$/i.test(country.trim());

export const BILLING_MESSAGES = {
  phone: 'Enter a valid phone number: 7 to 15 digits, optionally starting with +.',
  pin: 'Enter a valid 6-digit PIN code.',
  postalCode: 'Enter a valid postal code: 3 to 10 letters or digits.',
  totalQty: 'Total quantity must be a whole number of at least 1.',
  totalAmount: 'Total amount must be greater than zero.',
} as const;

function patternError(field: keyof BillingDetails, value: string, country: string): string | undefined {
  if (field === 'email') return emailError(value);
  if (field === 'phone' && !PHONE_SHAPE.test(value)) return BILLING_MESSAGES.phone;
  if (field === 'postalCode') {
    if (isIndia(country)) return PIN_SHAPE.test(value) ? undefined : BILLING_MESSAGES.pin;
    return POSTAL_SHAPE.test(value) ? undefined : BILLING_MESSAGES.postalCode;
  }
  return undefined;
}

/**
 * The billing form's rules, one per field, on trimmed values: the checkout form shows them inline
 * and the server refuses what breaks them. Every field is needed to deliver an order.
 */
export function validateBilling(input: BillingDetails): FieldErrors<BillingDetails> {
  return validateBillingFields(input, Object.keys(BILLING_LABELS) as Array<keyof BillingDetails>);
}

/**
 * The billing rules for some fields only (with the country, which decides the postal code's
 * pattern): the checkout's quote reads just the address's postal code and country.
 */
export function validateBillingFields<Field extends keyof BillingDetails>(
  input: Pick<BillingDetails, Field | 'country'>,
  fields: readonly Field[],
): FieldErrors<BillingDetails> {
  const errors: FieldErrors<BillingDetails> = {};
  for (const field of fields) {
    const value = input[field].trim();
    const label = BILLING_LABELS[field];
    const error =
      !value && field !== 'email'
        ? `${label} is required.`
        : value.length > BILLING_MAX_LENGTH[field]
          ? `${label} must be at most ${BILLING_MAX_LENGTH[field]} characters.`
          : patternError(field, value, input.country);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The send-email body: the billing fields plus the cart's totals. */
export function validateSendEmail(input: SendEmailRequest): FieldErrors<SendEmailRequest> {
  const errors: FieldErrors<SendEmailRequest> = validateBilling(input);
  if (!Number.isInteger(input.totalQty) || input.totalQty < 1) errors.totalQty = BILLING_MESSAGES.totalQty;
  if (!Number.isFinite(input.totalAmount) || input.totalAmount <= 0) errors.totalAmount = BILLING_MESSAGES.totalAmount;
  return errors;
}
