import type { ApiErrorBody } from 'shared-contracts';
import { ConfigError, loadConfig } from '../config';
import { localEnv } from '../test/config-env';
import { makeApp, type AppFixture } from '../test/app-fixture';
import { FORWARDED_CLIENT_HEADER, PAGE_SERVER_SECRET_HEADER } from './page-server-caller';
import { OVERLOADED_MESSAGE, RATE_LIMITED_MESSAGE } from './protection';
import { pollUntil } from '../test/poll';

const PAGE_SERVER_SECRET = 'page-server-secret-for-this-test-0123456789';

describe('API protection: headers, rate limit, overload', () => {
  let fixture: AppFixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  it('every answer carries a JSON API’s security headers', async () => {
    fixture = makeApp();
    for (const url of ['/api/health', '/api/products', '/api/no-such-route']) {
      const response = await fixture.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      // pages on the shop's own origins load images and the sandbox script from here
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('limits every route per client IP (429 with a clear message), with its own bucket per IP', async () => {
    fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
    const from = (ip: string) => fixture!.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    for (let i = 0; i < 5; i += 1) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiErrorBody>().message).toBe(RATE_LIMITED_MESSAGE);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('198.51.100.9')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: its other addresses share the bucket, another /64 has its own', async () => {
    fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    const from = (ip: string) => fixture!.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect((await from('2001:db8:aa:bb::1')).statusCode).toBe(200);
    expect((await from('2001:db8:aa:bb::2')).statusCode).toBe(200);
    expect((await from('2001:db8:aa:bb:ffff:1:2:3')).statusCode).toBe(429);
    expect((await from('2001:db8:aa:bc::1')).statusCode).toBe(200);
    // IPv4 clients on a dual-stack socket keep a bucket each.
    expect((await from('::ffff:203.0.113.1')).statusCode).toBe(200);
    expect((await from('::ffff:203.0.113.2')).statusCode).toBe(200);
  });

  it('a page-server call with the secret counts against the visitor it names, in that visitor’s own bucket', async () => {
    fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2', PAGE_SERVER_SECRET } });
    const forVisitor = (visitor: string) =>
      fixture!.app.inject({
        method: 'GET',
        url: '/api/products',
        remoteAddress: '10.0.0.5',
        headers: { [PAGE_SERVER_SECRET_HEADER]: PAGE_SERVER_SECRET, [FORWARDED_CLIENT_HEADER]: visitor },
      });
    expect((await forVisitor('203.0.113.1')).statusCode).toBe(200);
    expect((await forVisitor('203.0.113.1')).statusCode).toBe(200);
    expect((await forVisitor('203.0.113.1')).statusCode).toBe(429);
    // Other visitors' pages are not held up by the first one's.
    expect((await forVisitor('203.0.113.2')).statusCode).toBe(200);
    expect((await forVisitor('2001:db8:aa:bb::1')).statusCode).toBe(200);
    expect((await forVisitor('2001:db8:aa:bb::2')).statusCode).toBe(200);
    expect((await forVisitor('2001:db8:aa:bb::3')).statusCode).toBe(429);
    // The visitor's own calls share its bucket.
    const direct = await fixture.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.1' });
    expect(direct.statusCode).toBe(429);
    // The page server's own reads (no visitor named) have a much larger bucket of their own.
    for (let i = 0; i < 10; i += 1) {
      const own = await fixture.app.inject({
        method: 'GET',
        url: '/api/products',
        remoteAddress: '10.0.0.5',
        headers: { [PAGE_SERVER_SECRET_HEADER]: PAGE_SERVER_SECRET },
      });
      expect(own.statusCode).toBe(200);
    }
  });

  it('without the right secret a named visitor is ignored: the caller is counted by its own address', async () => {
    for (const env of [{ PAGE_SERVER_SECRET }, {}] as Array<Record<string, string>>) {
      fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2', ...env } });
      let claimed = 0;
      // Each call names a new visitor: were any believed, none would reach the limit.
      const claiming = (headers: Record<string, string>) =>
        fixture!.app.inject({
          method: 'GET',
          url: '/api/health',
          remoteAddress: '198.51.100.66',
          headers: { [FORWARDED_CLIENT_HEADER]: `203.0.113.${(claimed += 1)}`, ...headers },
        });
      expect((await claiming({ [PAGE_SERVER_SECRET_HEADER]: 'a guess' })).statusCode).toBe(200);
      expect((await claiming({ [PAGE_SERVER_SECRET_HEADER]: `${PAGE_SERVER_SECRET}x` })).statusCode).toBe(200);
      expect((await claiming({})).statusCode).toBe(429);
      await fixture.close();
      fixture = undefined;
    }
  });

  it('behind a proxy, TRUST_PROXY gives each shopper a bucket; without it they all share the proxy’s', async () => {
    const viaProxy = (app: AppFixture, client: string) =>
      app.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
      });

    fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' } });
    expect((await viaProxy(fixture, '203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy(fixture, '203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy(fixture, '203.0.113.1')).statusCode).toBe(429);
    expect((await viaProxy(fixture, '203.0.113.2')).statusCode).toBe(200);
    await fixture.close();

    fixture = makeApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    expect((await viaProxy(fixture, '203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy(fixture, '203.0.113.2')).statusCode).toBe(200);
    expect((await viaProxy(fixture, '203.0.113.3')).statusCode).toBe(429);
  });

  it('answers 503 with Retry-After while the event loop lags, and recovers', async () => {
    fixture = makeApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '10' } });
    const { app } = fixture;
    await app.ready();
    const blockedUntil = Date.now() + 2500;
    while (Date.now() < blockedUntil) {
      // a request handler that hogs the CPU, as a runaway one would
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const overloaded = await fixture.app.inject({ method: 'GET', url: '/api/health' });
    expect(overloaded.statusCode).toBe(503);
    expect(overloaded.json<ApiErrorBody>().message).toBe(OVERLOADED_MESSAGE);
    expect(overloaded.headers['retry-after']).toBe('10');
    // Recovered once a sampling window passes without lag. With a 10 ms limit, a busy machine that
    // leaves this process unscheduled for a moment lags again, so the test waits for the first 200
    // (a shedder stuck at 503 still fails it) rather than reading one answer at a fixed time.
    const recovered = await pollUntil(
      async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode,
      (status) => status === 200,
      { timeoutMs: 10_000, intervalMs: 200 },
    );
    expect(recovered).toBe(200);
  }, 20000);

  it('a stall shorter than MAX_EVENT_LOOP_DELAY_MS never sheds, even one that fills a whole sampling window', async () => {
    fixture = makeApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '5000' } });
    const { app } = fixture;
    await app.ready();
    // Right after a sampling (its first one fills in the memory figures), stall for longer than a
    // second: the next window then has no delay sample at all, which must not read as an endless lag.
    while (app.memoryUsage().heapUsed === 0) await new Promise((resolve) => setImmediate(resolve));
    const blockedUntil = Date.now() + 1300;
    while (Date.now() < blockedUntil) {
      // a busy machine that did not schedule this process
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 15000);

  it('refuses bad settings at start-up, naming the variable', () => {
    expect(() => loadConfig(localEnv({ TRUST_PROXY: 'everyone' }))).toThrow(
      new ConfigError(
        "TRUST_PROXY must be true, a number of proxy hops, or the proxies' addresses/CIDRs comma-separated, got 'everyone'.",
      ),
    );
    expect(() => loadConfig(localEnv({ RATE_LIMIT_PER_MINUTE: '0' }))).toThrow(
      "RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '0'.",
    );
    expect(() => loadConfig(localEnv({ REQUEST_TIMEOUT_MS: 'soon' }))).toThrow(
      'REQUEST_TIMEOUT_MS must be a whole number',
    );
    for (const notRedis of ['localhost:6379', 'http://cache:6379', 'redis://'])
      expect(() => loadConfig(localEnv({ RATE_LIMIT_REDIS_URL: notRedis }))).toThrow(
        `RATE_LIMIT_REDIS_URL must be a Redis address such as redis://10.0.0.7:6379 (or rediss:// for TLS), got '${notRedis}'.`,
      );
    expect(
      loadConfig(localEnv({ RATE_LIMIT_REDIS_URL: 'rediss://:secret@cache.internal:6380' })).http.rateLimitRedisUrl,
    ).toBe('rediss://:secret@cache.internal:6380');
    expect(loadConfig(localEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).http.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig(localEnv()).http).toEqual({
      trustProxy: false,
      pageServerSecret: null,
      ratePerMinute: 1200,
      rateLimitRedisUrl: null,
      requestTimeoutMs: 30_000,
      connectionTimeoutMs: 60_000,
      maxEventLoopDelayMs: 1000,
      streams: { maxPerIp: 20, maxTotal: 2000 },
    });
  });

  it('hands the request and idle timeouts to the HTTP server (Node enforces them)', async () => {
    fixture = makeApp({ env: { REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '45000' } });
    await fixture.app.ready();
    expect(fixture.app.server.requestTimeout).toBe(5000);
    expect(fixture.app.server.timeout).toBe(45_000);
  });
});
