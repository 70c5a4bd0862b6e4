import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, REPO_ROOT, loadConfig } from './config';
import { EXAMPLE_SECRET_VALUES, smtpPassword } from './secrets';
import { localEnv, productionEnv, RAZORPAY_SETTINGS, TEST_CREDENTIALS_FILE } from './test/config-env';

const STRONG = 'a3f9c2e81b7d4056a9e3c1f27b8d6e40'; // 32 characters
const RAZORPAY_ISSUED = 'EnLs21M47BllR3X8PSFtjtbd'; // the shape Razorpay issues: 24 characters

/** The values `.env.example` gives its variables. */
function envExample(): Record<string, string> {
  const entries = fs
    .readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => [match[1] as string, (match[2] as string).trim()]);
  return Object.fromEntries(entries);
}

describe('secrets in a deployed shop', () => {
  const deployed = (extra: Record<string, string>) => () => loadConfig(productionEnv(extra));

  it('refuses every secret value of .env.example, each with a message naming the variable', () => {
    const example = envExample();
    const webhook = example.RAZORPAY_WEBHOOK_SECRET as string;
    const keySecret = example.RAZORPAY_KEY_SECRET as string;
    const smtpUrl = example.SMTP_URL as string;
    expect(webhook).toBe('change-me-too');

    expect(deployed({ RAZORPAY_WEBHOOK_SECRET: webhook })).toThrow(
      new ConfigError('Refusing to start: RAZORPAY_WEBHOOK_SECRET is an example value. Set it to the real secret.'),
    );
    expect(deployed({ RAZORPAY_KEY_ID: 'rzp_live_Jm3x9aQ2pL5Tz8', RAZORPAY_KEY_SECRET: keySecret })).toThrow(
      'Refusing to start: RAZORPAY_KEY_SECRET is an example value.',
    );
    expect(
      deployed({ RAZORPAY_KEY_ID: example.RAZORPAY_KEY_ID as string, RAZORPAY_KEY_SECRET: RAZORPAY_ISSUED }),
    ).toThrow('Refusing to start: RAZORPAY_KEY_ID is an example value.');
    expect(deployed({ SMTP_URL: smtpUrl })).toThrow('Refusing to start: the password in SMTP_URL is an example value.');
  });

  it('keeps the list of example values in step with .env.example', () => {
    const example = envExample();
    const password = smtpPassword(example.SMTP_URL as string);
    for (const value of [
      example.RAZORPAY_KEY_SECRET,
      example.RAZORPAY_WEBHOOK_SECRET,
      example.RAZORPAY_KEY_ID,
      password,
    ]) {
      expect(EXAMPLE_SECRET_VALUES).toContain(value);
    }
  });

  it('refuses a chosen secret shorter than 32 characters, and accepts one of 32', () => {
    expect(deployed({ RAZORPAY_WEBHOOK_SECRET: STRONG.slice(0, 31) })).toThrow(
      'Refusing to start: RAZORPAY_WEBHOOK_SECRET is 31 characters long; it must be at least 32. Make one with `openssl rand -hex 32`.',
    );
    expect(loadConfig(productionEnv({ RAZORPAY_WEBHOOK_SECRET: STRONG })).payment.webhookSecret).toBe(STRONG);
  });

  it("holds provider-issued secrets to the provider's length, still refusing short ones", () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_Jm3x9aQ2pL5Tz8' };
    expect(loadConfig(productionEnv({ ...keys, RAZORPAY_KEY_SECRET: RAZORPAY_ISSUED })).payment.razorpay).toEqual({
      keyId: 'rzp_live_Jm3x9aQ2pL5Tz8',
      keySecret: RAZORPAY_ISSUED,
    });
    expect(deployed({ ...keys, RAZORPAY_KEY_SECRET: 's3cret' })).toThrow(
      'RAZORPAY_KEY_SECRET is 6 characters long; it must be at least 20.',
    );
    expect(deployed({ SMTP_URL: 'smtps://shop:hunter2@smtp.example.in:465' })).toThrow(
      'the password in SMTP_URL is 7 characters long; it must be at least 16.',
    );
    expect(
      loadConfig(productionEnv({ SMTP_URL: 'smtps://shop:Xk2p-9qLm-Tz4w-Rb7n@smtp.example.in:465' })).mail.smtpUrl,
    ).toContain('smtp.example.in');
  });

  it('checks secrets for any real project, also with NODE_ENV unset (a staging server)', () => {
    const staging = {
      FIREBASE_PROJECT_ID: 'shop-staging',
      GOOGLE_APPLICATION_CREDENTIALS: TEST_CREDENTIALS_FILE,
      ...RAZORPAY_SETTINGS,
    };
    expect(() => loadConfig({ ...staging, RAZORPAY_WEBHOOK_SECRET: 'change-me-too' })).toThrow(
      'RAZORPAY_WEBHOOK_SECRET is an example value',
    );
  });

  it('lets a local run (demo project, emulator) use short secrets for testing', () => {
    expect(loadConfig(localEnv({ RAZORPAY_WEBHOOK_SECRET: 'wh' })).payment.webhookSecret).toBe('wh');
  });

  it('refuses an SMTP_URL that is not an smtp(s) URL', () => {
    expect(() => loadConfig(localEnv({ SMTP_URL: 'mail.example.in' }))).toThrow(
      new ConfigError('SMTP_URL must look like smtps://user:password@smtp.example.in:465.'),
    );
  });
});
