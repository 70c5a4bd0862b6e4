const { Counter } = require('prom-client');
const { bearerMatches, createHttpMetrics } = require('./index');

/** The value of the sample whose name and labels are `series`, or undefined when there is none. */
const sample = (text, series) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('bearerMatches', () => {
  it('accepts the token as a bearer token, in any case of the scheme, and nothing else', () => {
    expect(bearerMatches('Bearer s3cret-token', 's3cret-token')).toBe(true);
    expect(bearerMatches('bearer s3cret-token ', 's3cret-token')).toBe(true);
    expect(bearerMatches('Bearer s3cret-tokeN', 's3cret-token')).toBe(false);
    expect(bearerMatches('Bearer s3cret', 's3cret-token')).toBe(false);
    expect(bearerMatches('Basic s3cret-token', 's3cret-token')).toBe(false);
    expect(bearerMatches(undefined, 's3cret-token')).toBe(false);
  });
});

describe('createHttpMetrics', () => {
  it('counts answered requests and their latency by method, route pattern and status class', async () => {
    const { registry, recordResponse } = createHttpMetrics({ latencyHelp: 'Time to answer.' });
    recordResponse({ method: 'GET', routeOptions: { url: '/api/products/:id' } }, { statusCode: 200, elapsedTime: 30 });
    recordResponse({ method: 'GET', routeOptions: { url: '/api/products/:id' } }, { statusCode: 204, elapsedTime: 2 });
    recordResponse({ method: 'POST', routeOptions: {} }, { statusCode: 404, elapsedTime: 1 });
    const text = await registry.metrics();
    const products = 'method="GET",route="/api/products/:id",status_class="2xx"';
    expect(sample(text, `http_requests_total{${products}}`)).toBe(2);
    expect(sample(text, `http_requests_total{method="POST",route="unmatched",status_class="4xx"}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_count{${products}}`)).toBe(2);
    expect(sample(text, `http_request_duration_seconds_sum{${products}}`)).toBeCloseTo(0.032);
    expect(sample(text, `http_request_duration_seconds_bucket{le="0.025",${products}}`)).toBe(1);
    expect(text).toContain('# HELP http_request_duration_seconds Time to answer.');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("labels routes the service's way and exposes its own metrics first", async () => {
    const renders = new Counter({ name: 'renders_total', help: 'Renders.', registers: [] });
    const { registry, recordResponse } = createHttpMetrics({
      latencyHelp: 'Time to answer.',
      routeLabel: (pattern) => (pattern === '/*' ? 'page' : 'other'),
      metrics: [renders],
    });
    renders.inc();
    recordResponse({ method: 'GET', routeOptions: { url: '/*' } }, { statusCode: 200, elapsedTime: 5 });
    const text = await registry.metrics();
    expect(sample(text, 'renders_total')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="page",status_class="2xx"}')).toBe(1);
    expect(text.indexOf('renders_total')).toBeLessThan(text.indexOf('http_requests_total'));
  });

  it('gives each call a registry of its own', async () => {
    const first = createHttpMetrics({ latencyHelp: 'Time to answer.' });
    const second = createHttpMetrics({ latencyHelp: 'Time to answer.' });
    first.recordResponse({ method: 'GET', routeOptions: { url: '/a' } }, { statusCode: 200, elapsedTime: 1 });
    expect(
      sample(await second.registry.metrics(), 'http_requests_total{method="GET",route="/a",status_class="2xx"}'),
    ).toBe(undefined);
  });
});
