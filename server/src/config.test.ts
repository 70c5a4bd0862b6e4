import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, REPO_ROOT, exportAuthEmulatorHost, loadConfig } from './config';

describe('loadConfig', () => {
  it('has local defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      production: false,
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      firebaseProjectId: 'demo-storefront',
      authEmulatorHost: '127.0.0.1:9099',
      corsOrigins: DEFAULT_CORS_ORIGINS,
      logLevel: 'info',
      storage: { kind: 'sqlite', firestoreEmulatorHost: null },
      uploads: {
        preset: 'storefront-unsigned',
        publicBaseUrl: 'http://localhost:4000/uploads/',
        allowedImageUrlPrefixes: ['http://localhost:4000/uploads/'],
        maxBytes: 5 * 1024 * 1024,
        ratePerMinute: 30,
      },
      payment: { razorpay: null, webhookSecret: null, sandboxEnabled: true, sandboxSecret: expect.stringMatching(/^[0-9a-f]{64}$/), checkoutRatePerMinute: 20 },
      mail: { smtpUrl: null, adminEmail: 'admin@localhost', from: 'Storefront <no-reply@localhost>' },
    });
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3004');
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(10);
  });

  it('REPO_ROOT is the monorepo root', () => {
    expect(require(path.join(REPO_ROOT, 'package.json')).name).toBe('woodcraft-storefront');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/shop-data',
      FIREBASE_PROJECT_ID: 'demo-other',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      CORS_ORIGINS: ' https://shop.example.com/ ,https://admin.example.com,, ',
      LOG_LEVEL: 'WARN',
    });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/tmp/shop-data',
      firebaseProjectId: 'demo-other',
      authEmulatorHost: '127.0.0.1:9199',
      corsOrigins: ['https://shop.example.com', 'https://admin.example.com'],
      logLevel: 'warn',
    });
  });

  it('rejects a bad PORT or LOG_LEVEL with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(new ConfigError("PORT must be a whole number from 0 to 65535, got 'eighty'."));
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/);
  });

  it('REFUSES production with the Auth emulator host set', () => {
    const run = () =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'shop-prod' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set .* NODE_ENV=production/);
  });

  it('refuses production with a demo- project id', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FIREBASE_PROJECT_ID is 'demo-storefront'/);
  });

  it('production without the emulator uses real Firebase Auth (no emulator default)', () => {
    const config = loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'shop-prod' });
    expect(config.production).toBe(true);
    expect(config.authEmulatorHost).toBeNull();
  });
});

describe('exportAuthEmulatorHost', () => {
  it('puts the emulator host into the environment firebase-admin reads, or removes a stray one', () => {
    const env: Record<string, string | undefined> = {};
    exportAuthEmulatorHost(loadConfig({}), env);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    exportAuthEmulatorHost(loadConfig({ NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'shop-prod' }), env);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });
});
