/**
 * Environments for loadConfig in tests. Locally the Auth emulator must be named explicitly (the
 * server never falls back to it); a production environment needs a real project and credentials.
 */
import path from 'node:path';
import { DEFAULT_AUTH_EMULATOR_HOST } from '../config';

type Env = Record<string, string>;

/** A local run as `npm start` makes it: the demo project and the Auth emulator. */
export const localEnv = (extra: Env = {}): Env => ({
  FIREBASE_AUTH_EMULATOR_HOST: DEFAULT_AUTH_EMULATOR_HOST,
  ...extra,
});

/** A key file that passes the start-up check (it holds no key: nothing in the tests signs with it). */
export const TEST_CREDENTIALS_FILE = path.join(__dirname, 'fixtures', 'service-account.json');

/** The secret the page server and the API share in a deployed shop (a test value, long enough). */
export const TEST_PAGE_SERVER_SECRET = 'test-page-server-secret-0123456789abcdef';

/** Razorpay settings a real project must have, strong enough for the secret checks (nothing calls Razorpay with them). */
export const RAZORPAY_SETTINGS: Env = {
  RAZORPAY_KEY_ID: 'rzp_live_Jm3x9aQ2pL5Tz8',
  RAZORPAY_KEY_SECRET: 'EnLs21M47BllR3X8PSFtjtbd',
  RAZORPAY_WEBHOOK_SECRET: 'a3f9c2e81b7d4056a9e3c1f27b8d6e40',
};

/** A production deployment with a real project, its credentials and its payment provider; `extra` may blank any of them. */
export const productionEnv = (extra: Env = {}): Env => ({
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'shop-prod',
  GOOGLE_APPLICATION_CREDENTIALS: TEST_CREDENTIALS_FILE,
  PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET,
  ...RAZORPAY_SETTINGS,
  ...extra,
});
