/**
 * Every unsafe production setting the server must refuse, each with the message that says what
 * to do. (The readers' own tests cover parsing; this is the one list an operator can read.)
 */
import { ConfigError, loadConfig } from '../config';
import { productionEnv } from '../test/config-env';

const STRONG = 'a3f9c2e81b7d4056a9e3c1f27b8d6e40';

const REFUSALS: Array<[string, Record<string, string>, string]> = [
  [
    'the Auth emulator in production',
    productionEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    'FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099) while NODE_ENV=production',
  ],
  [
    'the Auth emulator with a real project (NODE_ENV unset)',
    { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'shop-staging' },
    "FIREBASE_PROJECT_ID 'shop-staging' is not a demo- project",
  ],
  [
    'the Auth emulator with NODE_ENV=staging',
    { NODE_ENV: 'staging', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'shop-staging' },
    'is not a demo- project',
  ],
  [
    'a demo- project in production',
    { NODE_ENV: 'production' },
    "FIREBASE_PROJECT_ID is 'demo-storefront' while NODE_ENV=production",
  ],
  ['a demo- project without the emulator', {}, 'is a demo project, which only works with the Auth emulator'],
  ['a real project without credentials', { FIREBASE_PROJECT_ID: 'shop-prod' }, 'Set GOOGLE_APPLICATION_CREDENTIALS'],
  [
    'credentials that are not a key file',
    { FIREBASE_PROJECT_ID: 'shop-prod', GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent.json' },
    'cannot be read',
  ],
  [
    'the Firestore emulator in production',
    productionEnv({ STORAGE: 'firestore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }),
    'FIRESTORE_EMULATOR_HOST is set',
  ],
  [
    'the example webhook secret',
    productionEnv({ RAZORPAY_WEBHOOK_SECRET: 'change-me-too' }),
    'RAZORPAY_WEBHOOK_SECRET is an example value',
  ],
  [
    'a short webhook secret',
    productionEnv({ RAZORPAY_WEBHOOK_SECRET: STRONG.slice(0, 20) }),
    'RAZORPAY_WEBHOOK_SECRET is 20 characters long; it must be at least 32',
  ],
  [
    'the example Razorpay key secret',
    productionEnv({ RAZORPAY_KEY_ID: 'rzp_live_Jm3x9aQ2pL5Tz8', RAZORPAY_KEY_SECRET: 'change-me' }),
    'RAZORPAY_KEY_SECRET is an example value',
  ],
  [
    'the example SMTP password',
    productionEnv({ SMTP_URL: 'smtps://user:password@smtp.example.in:465' }),
    'the password in SMTP_URL is an example value',
  ],
  [
    'one Razorpay key without the other (a real project)',
    productionEnv({ RAZORPAY_KEY_SECRET: '' }),
    "FIREBASE_PROJECT_ID 'shop-prod' is a real project, but RAZORPAY_KEY_SECRET is not set.",
  ],
  [
    'one Razorpay key without the other (a demo project)',
    { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', RAZORPAY_KEY_ID: 'rzp_test_1' },
    'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
  ],
  [
    'a real project without Razorpay keys (the sandbox takes no money)',
    productionEnv({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '' }),
    'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are not set',
  ],
  [
    'a real project without Razorpay keys, NODE_ENV unset',
    { FIREBASE_PROJECT_ID: 'shop-staging', USE_GCP_METADATA_CREDENTIALS: 'true' },
    'The local payment sandbox marks orders paid without money, so it runs only with a demo- project',
  ],
  [
    'a real project without the webhook secret',
    productionEnv({ RAZORPAY_WEBHOOK_SECRET: '' }),
    'RAZORPAY_WEBHOOK_SECRET is not set',
  ],
  ['a TRUST_PROXY that is not an address', productionEnv({ TRUST_PROXY: 'everyone' }), 'TRUST_PROXY must be true'],
  [
    'trusting every proxy',
    productionEnv({ TRUST_PROXY: 'true' }),
    'Refusing to start: TRUST_PROXY=true believes every',
  ],
  ['no page-server secret', productionEnv({ PAGE_SERVER_SECRET: '' }), 'PAGE_SERVER_SECRET is not set'],
  [
    'the Auth emulator reachable from the network',
    { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', HOST: '0.0.0.0' },
    "Refusing to start: HOST is '0.0.0.0', but with the Auth emulator",
  ],
];

describe('security: unsafe settings refuse to start', () => {
  it.each(REFUSALS)('%s', (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('the same deployment with safe settings starts', () => {
    const config = loadConfig(
      productionEnv({
        RAZORPAY_KEY_ID: 'rzp_live_Jm3x9aQ2pL5Tz8',
        RAZORPAY_KEY_SECRET: 'EnLs21M47BllR3X8PSFtjtbd',
        RAZORPAY_WEBHOOK_SECRET: STRONG,
      }),
    );
    expect(config).toMatchObject({ production: true, authEmulatorHost: null, firebaseProjectId: 'shop-prod' });
    expect(config.payment.sandboxEnabled).toBe(false);
  });
});
