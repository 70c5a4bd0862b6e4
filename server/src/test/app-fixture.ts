/**
 * An app on a temp SQLite file with a stand-in token verifier, for tests that are not about auth:
 * "token-<uid>" is a verified account, "unverified-<uid>" one whose email is not verified yet.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig } from '../config';
import { httpError } from '../http-errors';
import type { TokenVerifier } from '../plugins/auth';
import type { StoragePort } from '../storage/port';
import { openSqliteStorage } from '../storage/sqlite';
import { makeTempDir } from './temp-dir';
import { localEnv } from './config-env';

export const fakeVerifier: TokenVerifier = async (token) => {
  const match = /^(token|unverified)-(.+)$/.exec(token);
  if (!match?.[2]) throw httpError(401, 'Sign in to continue.');
  const uid = match[2];
  return { uid, email: `${uid}@example.com`, emailVerified: match[1] === 'token' };
};

/**
 * The settings of an app under test. A test process the machine does not schedule for a second is
 * not an overloaded server: load shedding waits for a minute's lag unless a test is about it.
 */
export const appTestEnv = (dataDir: string, extra: Record<string, string> = {}): Record<string, string> => ({
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  MAX_EVENT_LOOP_DELAY_MS: '60000',
  ...extra,
});

export interface AppFixture {
  app: FastifyInstance;
  storage: StoragePort;
  close: () => Promise<void>;
}

export function makeApp(
  overrides: {
    storage?: StoragePort;
    verifyToken?: TokenVerifier;
    deleteAuthAccount?: AppDeps['deleteAuthAccount'];
    /** More environment variables for loadConfig (e.g. SMTP_URL, RAZORPAY_WEBHOOK_SECRET). */
    env?: Record<string, string>;
  } = {},
): AppFixture {
  const temp = makeTempDir('server-app');
  const env = appTestEnv(temp.dir, overrides.env);
  // A test that names a real project brings its own credentials (productionEnv); others run as `npm start` does.
  const config = loadConfig(env.FIREBASE_PROJECT_ID ? env : localEnv(env));
  const storage = overrides.storage ?? openSqliteStorage({ dataDir: config.dataDir });
  const app = buildApp({
    config,
    storage,
    verifyToken: overrides.verifyToken ?? fakeVerifier,
    deleteAuthAccount: overrides.deleteAuthAccount,
  });
  return {
    app,
    storage,
    close: async () => {
      await app.close();
      await storage.close();
      temp.remove();
    },
  };
}
