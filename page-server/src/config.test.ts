import { ConfigError, DEFAULT_PAGES_PER_MINUTE, loadConfig, SITEMAP_URL_LIMIT } from './config';

const SECRET = 'page-server-secret-0123456789abcdef0123';
/** A deployed page server: the shop's public address and the secret it shares with the API. */
const deployed = (extra: Record<string, string> = {}) => ({
  SITE_URL: 'https://shop.example.in',
  PAGE_SERVER_SECRET: SECRET,
  ...extra,
});

test('runs beside npm start with no settings', () => {
  expect(loadConfig({})).toEqual({
    port: 3000,
    host: '127.0.0.1',
    shellOrigin: 'http://localhost:3005',
    apiOrigin: 'http://localhost:4000',
    siteUrl: 'http://localhost:3000',
    logLevel: 'info',
    sitemapUrlLimit: SITEMAP_URL_LIMIT,
    trustProxy: false,
    serverRenderReadyMs: 300,
    remoteCode: { production: false, sources: [] },
    apiSecret: null,
    ratePerMinute: DEFAULT_PAGES_PER_MINUTE,
    metricsToken: null,
  });
});

test('takes the deployment’s addresses without a trailing slash, and the proxies to trust', () => {
  const config = loadConfig({
    SHELL_ORIGIN: 'https://shell.cdn.example.in/',
    API_ORIGIN: 'https://api.shop.example.in',
    SITE_URL: 'https://shop.example.in/',
    TRUST_PROXY: '1',
    HOST: '0.0.0.0',
    PAGE_SERVER_SECRET: SECRET,
    PAGE_RATE_LIMIT_PER_MINUTE: '300',
  });
  expect(config).toMatchObject({
    host: '0.0.0.0',
    shellOrigin: 'https://shell.cdn.example.in',
    apiOrigin: 'https://api.shop.example.in',
    siteUrl: 'https://shop.example.in',
    trustProxy: 1,
    apiSecret: SECRET,
    ratePerMinute: 300,
  });
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
  expect(loadConfig(deployed({ TRUST_PROXY: '10.0.0.0/8' })).trustProxy).toEqual(['10.0.0.0/8']);
});

test('refuses a bad setting, naming it', () => {
  expect(() => loadConfig({ SITE_URL: 'shop.example.in' })).toThrow(
    new ConfigError("SITE_URL must be an http(s) address, like https://shop.example.in, got 'shop.example.in'."),
  );
  expect(() => loadConfig({ SHELL_ORIGIN: 'ftp://x' })).toThrow(/^SHELL_ORIGIN must be an http\(s\) address/);
  expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT must be a whole number/);
  expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/^LOG_LEVEL must be one of/);
  expect(() => loadConfig({ SERVER_RENDER_READY_MS: '0.5' })).toThrow(
    /^SERVER_RENDER_READY_MS must be a whole number of milliseconds/,
  );
  expect(loadConfig({ SERVER_RENDER_READY_MS: '800' }).serverRenderReadyMs).toBe(800);
  expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
    new ConfigError(
      "TRUST_PROXY must be a number of proxy hops or the proxies' addresses/CIDRs comma-separated, got 'everyone'.",
    ),
  );
  expect(() => loadConfig({ PAGE_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
    "PAGE_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '0'.",
  );
});

describe('unsafe network settings refuse to start', () => {
  test('TRUST_PROXY=true in a deployed page server (any client could then pick its address and https)', () => {
    expect(() => loadConfig(deployed({ TRUST_PROXY: 'true' }))).toThrow(
      new ConfigError(
        'Refusing to start: TRUST_PROXY=true believes every X-Forwarded-For and X-Forwarded-Proto, so a client that ' +
          'reaches the page server could pick its own address (and rate-limit bucket). Set TRUST_PROXY to the number ' +
          'of proxies in front of it (1 behind one load balancer) or to their addresses/CIDRs, comma-separated.',
      ),
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAGE_SERVER_SECRET: SECRET, TRUST_PROXY: 'true' })).toThrow(
      /^Refusing to start: TRUST_PROXY=true/,
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  test('a HOST other than this machine while the shop runs locally', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ HOST: host })).toThrow(
        new ConfigError(
          `Refusing to start: HOST is '${host}' while the shop runs locally (SITE_URL on this machine, NODE_ENV not ` +
            'production). Locally the page server listens on this machine only: unset HOST, or use 127.0.0.1 or ::1.',
        ),
      );
    }
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(loadConfig({ HOST: host }).host).toBe(host);
    expect(loadConfig({ SITE_URL: 'http://[::1]:3000', HOST: '::1' }).host).toBe('::1');
  });

  test('a deployed page server without a strong PAGE_SERVER_SECRET', () => {
    expect(() => loadConfig({ SITE_URL: 'https://shop.example.in' })).toThrow(
      /^Refusing to start: PAGE_SERVER_SECRET is not set\. The page server sends it with each API call/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', REMOTE_ORIGINS: 'https://releases.cdn.example.in' })).toThrow(
      /^Refusing to start: PAGE_SERVER_SECRET is not set/,
    );
    expect(() => loadConfig(deployed({ PAGE_SERVER_SECRET: 'short' }))).toThrow(
      'Refusing to start: PAGE_SERVER_SECRET is 5 characters long; it must be at least 32.',
    );
    expect(loadConfig({ PAGE_SERVER_SECRET: 'local' }).apiSecret).toBe('local');
  });
});

test('REMOTE_ORIGINS: the origins remote code may come from; required in production, https outside loopback, file: in development only', () => {
  expect(
    loadConfig({
      NODE_ENV: 'production',
      PAGE_SERVER_SECRET: SECRET,
      REMOTE_ORIGINS: 'https://releases.cdn.example.in/, http://127.0.0.1:3006',
    }).remoteCode,
  ).toEqual({ production: true, sources: ['https://releases.cdn.example.in', 'http://127.0.0.1:3006'] });
  expect(loadConfig({ REMOTE_ORIGINS: 'file:///srv/releases' }).remoteCode).toEqual({
    production: false,
    sources: ['file:///srv/releases/'],
  });

  expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
    new ConfigError(
      'REMOTE_ORIGINS must name the origins remotes’ server builds are served from in production, like https://releases.cdn.example.in.',
    ),
  );
  expect(() => loadConfig({ REMOTE_ORIGINS: 'http://releases.example.in' })).toThrow(
    new ConfigError("REMOTE_ORIGINS: 'http://releases.example.in' must be https (http only on a loopback host)."),
  );
  expect(() => loadConfig({ NODE_ENV: 'production', REMOTE_ORIGINS: 'file:///srv/releases/' })).toThrow(
    new ConfigError("REMOTE_ORIGINS: 'file:///srv/releases/': file: folders are for development only."),
  );
  expect(() => loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.in/releases/' })).toThrow(
    /^REMOTE_ORIGINS: 'https:\/\/cdn.example.in\/releases\/' must be an origin only/,
  );
  expect(() => loadConfig({ REMOTE_ORIGINS: 'cdn.example.in' })).toThrow(
    /^REMOTE_ORIGINS: 'cdn.example.in' is not a URL/,
  );
});
