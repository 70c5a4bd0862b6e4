/**
 * The page server's own operations routes: /health for the platform's probes, and /metrics for
 * Prometheus behind METRICS_TOKEN, counting requests and how each catalogue page was served.
 */
import type { FastifyInstance } from 'fastify';
import { buildPageServer } from '../../app';
import { loadConfig } from '../../config';
import { product, startFakeUpstreams, type FakeUpstreams } from '../../test/fakeUpstreams';
import { deployCatalog } from '../../test/serverBuildFixtures';
import { remoteServerPages } from '../server-builds/api/remoteServerPages';
import { PAGE_SERVER_SHARED } from '../server-builds/sharedModules';
import { HEALTH_PATH } from './health';
import { METRICS_PATH } from './metrics';

const TOKEN = 'page-metrics-test-token-0123456789abcdef';

let upstreams: FakeUpstreams;
beforeAll(async () => {
  upstreams = await startFakeUpstreams([product('01', { productName: 'Sheesham Wood Chair' })]);
});
afterAll(() => upstreams.close());

async function pageServer(metricsToken: string | null): Promise<FastifyInstance> {
  // Renders get 5 s to be ready: a loaded CI machine must not turn a server render into a fallback.
  const config = upstreams.config({ logLevel: 'silent', serverRenderReadyMs: 5000, metricsToken });
  const serverPages = remoteServerPages({
    shared: PAGE_SERVER_SHARED,
    policy: config.remoteCode,
    fetchImpl: fetch,
    shellOrigin: upstreams.origin,
  });
  return buildPageServer({ config, serverPages });
}

/** The value of the sample whose name and labels are `series`, or undefined when there is none. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /health', () => {
  it('answers ok with the uptime, uncached, with no token', async () => {
    const app = await pageServer(null);
    try {
      const response = await app.inject({ method: 'GET', url: HEALTH_PATH });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    } finally {
      await app.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN: the path is an ordinary (missing) page', async () => {
    const app = await pageServer(null);
    try {
      const response = await app.inject({ method: 'GET', url: METRICS_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    } finally {
      await app.close();
    }
  });

  it('answers only the bearer of the token, and counts pages and how each catalogue page was served', async () => {
    const app = await pageServer(TOKEN);
    try {
      const refused = await app.inject({ method: 'GET', url: METRICS_PATH });
      expect([refused.statusCode, refused.headers['www-authenticate']]).toEqual([401, 'Bearer']);
      const wrong = await app.inject({ method: 'GET', url: METRICS_PATH, headers: { authorization: 'Bearer nope' } });
      expect(wrong.statusCode).toBe(401);

      // No catalogue release deployed: the page is served client-rendered (a 503 for crawlers to come back).
      expect((await app.inject({ method: 'GET', url: '/shop/01' })).statusCode).toBe(503);
      deployCatalog(upstreams, 'metrics');
      // A release is loaded on the first page that sees it; the page after it is rendered on the server.
      await app.inject({ method: 'GET', url: '/shop/01' });
      const rendered = await app.inject({ method: 'GET', url: '/shop/01' });
      expect(rendered.body).toContain('data-server-page');

      const scrape = await app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toContain('text/plain');
      const pages = (statusClass: string) =>
        sample(scrape.body, `http_requests_total{method="GET",route="page",status_class="${statusClass}"}`) ?? 0;
      // The page that first saw the release may already be served with it, or not yet.
      expect([pages('2xx') + pages('5xx'), pages('2xx') >= 1, pages('5xx') >= 1]).toEqual([3, true, true]);
      const server = sample(scrape.body, 'page_server_renders_total{outcome="server"}') ?? 0;
      const client = sample(scrape.body, 'page_server_renders_total{outcome="client"}') ?? 0;
      expect([server + client, server >= 1, client >= 1]).toEqual([3, true, true]);
      expect(sample(scrape.body, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('refuses a short token in a deployed page server', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SITE_URL: 'https://shop.example.in',
        PAGE_SERVER_SECRET: 'page-server-test-secret-0123456789abcdef',
        REMOTE_ORIGINS: 'https://releases.example.in',
        METRICS_TOKEN: 'short',
      }),
    ).toThrow(/^Refusing to start: METRICS_TOKEN is 5 characters long/);
  });
});
