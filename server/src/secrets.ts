/**
 * Every secret the server reads passes `checkSecret` when the shop is deployed (a real Firebase
 * project): long enough to resist guessing, and never a value copied from an example. Secrets the
 * shop chooses itself need 32 characters; secrets a provider issues are held to what that provider
 * issues (Razorpay key secrets are 24 characters), still refusing any example.
 */
import { SettingError } from './settings';

/** The placeholders of `.env.example` and the docs (a test keeps this list in step with the file). */
export const EXAMPLE_SECRET_VALUES: readonly string[] = [
  'change-me',
  'change-me-too',
  'changeme',
  'password',
  'pass',
  'secret',
  'rzp_live_xxxxxxxxxxxxxx',
  'rzp_test_xxxxxxxxxxxxxx',
];

export const CHOSEN_SECRET_MIN_LENGTH = 32;
export const RAZORPAY_KEY_SECRET_MIN_LENGTH = 20;
export const SMTP_PASSWORD_MIN_LENGTH = 16;

export class WeakSecretError extends SettingError {}

const isExample = (value: string): boolean => {
  const lower = value.toLowerCase();
  return EXAMPLE_SECRET_VALUES.includes(lower) || /^(x+|your[-_].*|<.*>)$/.test(lower);
};

/** Throws a WeakSecretError naming the variable and what to do; `minLength` defaults to 32. */
export function checkSecret(name: string, value: string, minLength = CHOSEN_SECRET_MIN_LENGTH): void {
  if (isExample(value)) {
    throw new WeakSecretError(`Refusing to start: ${name} is an example value. Set it to the real secret.`);
  }
  if (value.length < minLength) {
    throw new WeakSecretError(
      `Refusing to start: ${name} is ${value.length} characters long; it must be at least ${minLength}. ` +
        (minLength >= CHOSEN_SECRET_MIN_LENGTH
          ? 'Make one with `openssl rand -hex 32`.'
          : 'Copy the whole secret your provider issued.'),
    );
  }
}

/** The password inside an SMTP URL (smtps://user:password@host:465), if it has one. */
export function smtpPassword(smtpUrl: string): string | null {
  try {
    const password = new URL(smtpUrl).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}
