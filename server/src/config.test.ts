import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, REPO_ROOT, exportAuthEmulatorHost, loadConfig } from './config';
import {
  localEnv,
  productionEnv,
  RAZORPAY_SETTINGS,
  TEST_CREDENTIALS_FILE,
  TEST_PAGE_SERVER_SECRET,
} from './test/config-env';

describe('loadConfig', () => {
  it('has local defaults for everything but the Auth emulator, which is named explicitly', () => {
    const config = loadConfig(localEnv());
    // Each section's own test covers its settings in full; this one pins the defaults named here.
    expect(config).toMatchObject({
      nodeEnv: 'development',
      production: false,
      deployed: false,
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.join(REPO_ROOT, 'data'),
      firebaseProjectId: 'demo-storefront',
      authEmulatorHost: '127.0.0.1:9099',
      corsOrigins: DEFAULT_CORS_ORIGINS,
      siteUrl: 'http://localhost:3000',
      logLevel: 'info',
      storage: { kind: 'sqlite', firestoreEmulatorHost: null },
      uploads: expect.objectContaining({
        preset: 'storefront-unsigned',
        publicBaseUrl: 'http://localhost:4000/uploads/',
      }),
      payment: {
        razorpay: null,
        webhookSecret: null,
        sandboxEnabled: true,
        sandboxSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
        checkoutRatePerMinute: 20,
        ordersPerHour: 20,
        maxPendingOrders: 2,
        maxUnitsPerProduct: 10,
        orderExpirySweepMs: 60_000,
        reconcileMs: 60_000,
        sandboxWebhookDelayMs: 2_000,
      },
      mail: { smtpUrl: null, adminEmail: 'admin@localhost', from: 'Storefront <no-reply@localhost>' },
      http: {
        trustProxy: false,
        ratePerMinute: 1200,
        rateLimitRedisUrl: null,
        requestTimeoutMs: 30_000,
        connectionTimeoutMs: 60_000,
        maxEventLoopDelayMs: 1000,
        streams: { maxPerIp: 20, maxTotal: 2000 },
      },
      metrics: { token: null },
      reviews: { holdVisitorReviews: true },
    });
    expect(DEFAULT_CORS_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_CORS_ORIGINS).toContain('http://127.0.0.1:3004');
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(12);
  });

  it('REPO_ROOT is the monorepo root', () => {
    expect(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).name).toBe('woodcraft-storefront');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '4100',
      HOST: '::1',
      DATA_DIR: '/tmp/shop-data',
      FIREBASE_PROJECT_ID: 'demo-other',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      CORS_ORIGINS: ' https://shop.example.com/ ,https://admin.example.com,, ',
      LOG_LEVEL: 'WARN',
      SITE_URL: 'https://shop.example.in/',
    });
    expect(config).toMatchObject({
      nodeEnv: 'test',
      port: 4100,
      host: '::1',
      dataDir: '/tmp/shop-data',
      firebaseProjectId: 'demo-other',
      authEmulatorHost: '127.0.0.1:9199',
      corsOrigins: ['https://shop.example.com', 'https://admin.example.com'],
      logLevel: 'warn',
      siteUrl: 'https://shop.example.in',
    });
  });

  it('rejects a bad PORT, LOG_LEVEL or SITE_URL with a clear message', () => {
    expect(() => loadConfig(localEnv({ PORT: 'eighty' }))).toThrow(
      new ConfigError("PORT must be a whole number from 0 to 65535, got 'eighty'."),
    );
    expect(() => loadConfig(localEnv({ LOG_LEVEL: 'loud' }))).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig(localEnv({ SITE_URL: 'shop.example.in' }))).toThrow(/SITE_URL must be the shop's address/);
  });
});

describe('which Firebase Auth the server trusts', () => {
  it('never falls back to the Auth emulator: a demo project without it refuses to start, saying what to set', () => {
    for (const nodeEnv of [undefined, 'development', 'staging']) {
      const env = nodeEnv ? { NODE_ENV: nodeEnv } : {};
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        "Refusing to start: FIREBASE_PROJECT_ID 'demo-storefront' is a demo project, which only works with the Auth emulator.",
      );
    }
  });

  it('uses the emulator only when FIREBASE_AUTH_EMULATOR_HOST is set and the project id starts with demo-', () => {
    expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).authEmulatorHost).toBe('127.0.0.1:9099');
    for (const nodeEnv of ['development', 'staging', 'test']) {
      const run = () =>
        loadConfig({
          NODE_ENV: nodeEnv,
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
          FIREBASE_PROJECT_ID: 'shop-staging',
        });
      expect(run).toThrow(
        "Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (127.0.0.1:9099) but FIREBASE_PROJECT_ID 'shop-staging' is not a demo- project.",
      );
    }
  });

  it('REFUSES production with the Auth emulator host set', () => {
    const run = () => loadConfig(productionEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }));
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set .* NODE_ENV=production/);
  });

  it('refuses production with a demo- project id', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /FIREBASE_PROJECT_ID is 'demo-storefront' while NODE_ENV=production/,
    );
  });

  it('a real project without credentials refuses to start, whatever NODE_ENV says, naming what to set', () => {
    for (const nodeEnv of [undefined, 'staging', 'production']) {
      const env: Record<string, string> = { FIREBASE_PROJECT_ID: 'shop-staging' };
      if (nodeEnv) env.NODE_ENV = nodeEnv;
      expect(() => loadConfig(env)).toThrow(
        "Refusing to start: FIREBASE_PROJECT_ID is 'shop-staging' but the server has no credentials for it. Set GOOGLE_APPLICATION_CREDENTIALS",
      );
    }
  });

  it('refuses a credentials file that is missing, not JSON or not Google credentials', () => {
    const base = { FIREBASE_PROJECT_ID: 'shop-prod' };
    expect(() => loadConfig({ ...base, GOOGLE_APPLICATION_CREDENTIALS: '/nonexistent/key.json' })).toThrow(
      "GOOGLE_APPLICATION_CREDENTIALS is '/nonexistent/key.json', but it cannot be read.",
    );
    expect(() => loadConfig({ ...base, GOOGLE_APPLICATION_CREDENTIALS: path.join(REPO_ROOT, 'README.md') })).toThrow(
      'but it is not JSON.',
    );
    expect(() => loadConfig({ ...base, GOOGLE_APPLICATION_CREDENTIALS: path.join(REPO_ROOT, 'package.json') })).toThrow(
      'is not a Google credentials file.',
    );
  });

  it('a real project with credentials uses real Firebase Auth, even with NODE_ENV unset', () => {
    const config = loadConfig({
      FIREBASE_PROJECT_ID: 'shop-staging',
      GOOGLE_APPLICATION_CREDENTIALS: TEST_CREDENTIALS_FILE,
      PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET,
      ...RAZORPAY_SETTINGS,
    });
    expect(config).toMatchObject({
      production: false,
      deployed: true,
      authEmulatorHost: null,
      firebaseProjectId: 'shop-staging',
    });
    expect(loadConfig(productionEnv())).toMatchObject({ production: true, deployed: true, authEmulatorHost: null });
  });

  it("accepts the platform's service account on Google Cloud", () => {
    const project = {
      FIREBASE_PROJECT_ID: 'shop-prod',
      PAGE_SERVER_SECRET: TEST_PAGE_SERVER_SECRET,
      ...RAZORPAY_SETTINGS,
    };
    expect(loadConfig({ ...project, USE_GCP_METADATA_CREDENTIALS: 'true' }).authEmulatorHost).toBeNull();
    expect(loadConfig({ ...project, K_SERVICE: 'storefront-api' }).authEmulatorHost).toBeNull();
  });
});

describe('exportAuthEmulatorHost', () => {
  it('puts the emulator host into the environment firebase-admin reads, or removes a stray one', () => {
    const env: Record<string, string | undefined> = {};
    exportAuthEmulatorHost(loadConfig(localEnv()), env);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    exportAuthEmulatorHost(loadConfig(productionEnv()), env);
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
  });
});

describe('how the server meets the network', () => {
  it('locally (the Auth emulator) listens on this machine only: any other HOST is refused, naming it', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'shop.local']) {
      expect(() => loadConfig(localEnv({ HOST: host }))).toThrow(
        new ConfigError(
          `Refusing to start: HOST is '${host}', but with the Auth emulator (a demo- project) anyone who reaches ` +
            'the server can sign in as anyone. Locally it listens on this machine only: unset HOST, or use 127.0.0.1 or ::1.',
        ),
      );
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', 'localhost'])
      expect(loadConfig(localEnv({ HOST: host })).host).toBe(host);
    expect(loadConfig(productionEnv({ HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
  });

  it('a deployed shop refuses TRUST_PROXY=true and asks for the hop count or the proxies’ addresses', () => {
    expect(() => loadConfig(productionEnv({ TRUST_PROXY: 'true' }))).toThrow(
      new ConfigError(
        'Refusing to start: TRUST_PROXY=true believes every X-Forwarded-For, so a client that reaches the server ' +
          'could pick its own address (and rate-limit bucket). Set TRUST_PROXY to the number of proxies in front ' +
          'of the server (1 behind one load balancer) or to their addresses/CIDRs, comma-separated.',
      ),
    );
    expect(loadConfig(productionEnv({ TRUST_PROXY: '1' })).http.trustProxy).toBe(1);
    expect(loadConfig(productionEnv({ TRUST_PROXY: '10.0.0.0/8' })).http.trustProxy).toEqual(['10.0.0.0/8']);
    expect(loadConfig(localEnv({ TRUST_PROXY: 'true' })).http.trustProxy).toBe(true);
  });

  it('a deployed shop needs PAGE_SERVER_SECRET, a strong one; locally it is optional', () => {
    expect(() => loadConfig(productionEnv({ PAGE_SERVER_SECRET: '' }))).toThrow(
      /^Refusing to start: PAGE_SERVER_SECRET is not set\. The page server sends it with each API call/,
    );
    expect(() => loadConfig(productionEnv({ PAGE_SERVER_SECRET: 'change-me' }))).toThrow(
      'Refusing to start: PAGE_SERVER_SECRET is an example value.',
    );
    expect(() => loadConfig(productionEnv({ PAGE_SERVER_SECRET: 'short-secret' }))).toThrow(
      'Refusing to start: PAGE_SERVER_SECRET is 12 characters long; it must be at least 32.',
    );
    expect(loadConfig(productionEnv()).http.pageServerSecret).toBe(TEST_PAGE_SERVER_SECRET);
    expect(loadConfig(localEnv()).http.pageServerSecret).toBeNull();
    expect(loadConfig(localEnv({ PAGE_SERVER_SECRET: 'local' })).http.pageServerSecret).toBe('local');
  });
});
