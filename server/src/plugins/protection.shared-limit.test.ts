import type { ApiErrorBody } from 'shared-contracts';
import { makeApp, type AppFixture } from '../test/app-fixture';
import { startTestRedis, type TestRedis } from '../test/redis-server';
import { RATE_LIMITED_MESSAGE } from './protection';

/** Several API instances behind one load balancer, sharing their rate-limit counts through Redis. */
describe('a rate limit shared by API instances through Redis', () => {
  let redis: TestRedis;
  const fixtures: AppFixture[] = [];
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    await Promise.all(fixtures.splice(0).map((fixture) => fixture.close()));
  });
  afterAll(async () => {
    await redis.stop();
  });

  const instance = (env: Record<string, string>): AppFixture => {
    const fixture = makeApp({ env });
    fixtures.push(fixture);
    return fixture;
  };

  it('counts a client once across instances: its limit is the same whichever instance answers', async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '4', RATE_LIMIT_REDIS_URL: redis.url };
    const [a, b, c] = [instance(env), instance(env), instance(env)];
    const from = (fixture: AppFixture, ip: string) =>
      fixture.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    // Round robin over three instances: 4 allowed in all, not 4 per instance.
    const statuses = [];
    for (const fixture of [a, b, c, a, b, c]) statuses.push((await from(fixture, '203.0.113.40')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const limited = await from(b, '203.0.113.40');
    expect(limited.json<ApiErrorBody>().message).toBe(RATE_LIMITED_MESSAGE);
    // Another client has its own count, on every instance.
    expect((await from(c, '198.51.100.41')).statusCode).toBe(200);
    expect((await from(a, '198.51.100.41')).statusCode).toBe(200);
  });

  it('serves requests uncounted when Redis does not answer, rather than closing the shop', async () => {
    const gone = await startTestRedis();
    await gone.stop();
    const fixture = instance({ RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_REDIS_URL: gone.url });
    for (let i = 0; i < 3; i += 1) {
      const response = await fixture.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '203.0.113.42' });
      expect(response.statusCode).toBe(200);
    }
  });
});
