import { ConfigError, loadConfig, SITEMAP_URL_LIMIT } from './config';

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
  });
});

test('takes the deployment’s addresses without a trailing slash, and the proxies to trust', () => {
  const config = loadConfig({
    SHELL_ORIGIN: 'https://shell.cdn.example.in/',
    API_ORIGIN: 'https://api.shop.example.in',
    SITE_URL: 'https://shop.example.in/',
    TRUST_PROXY: '1',
  });
  expect(config).toMatchObject({
    shellOrigin: 'https://shell.cdn.example.in',
    apiOrigin: 'https://api.shop.example.in',
    siteUrl: 'https://shop.example.in',
    trustProxy: 1,
  });
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
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
});

test('REMOTE_ORIGINS: the origins remote code may come from; required in production, https outside loopback, file: in development only', () => {
  expect(
    loadConfig({
      NODE_ENV: 'production',
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
