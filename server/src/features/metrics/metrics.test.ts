import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS } from 'shared-contracts';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { createOrdersRepository } from '../orders/repository';
import { settlePaidOrder } from '../orders/settle';
import { WEBHOOK_PATH } from '../payment/webhook-routes';
import { METRICS_PATH } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_metrics_test';
const bearer = { authorization: `Bearer ${TOKEN}` };

async function scrape(fixture: AppFixture): Promise<string> {
  const response = await fixture.app.inject({ method: 'GET', url: METRICS_PATH, headers: bearer });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one exposed series, e.g. sample(text, 'storefront_payments_total{outcome="paid"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics when METRICS_TOKEN is unset', () => {
  it('does not exist (404)', async () => {
    const fixture = makeApp();
    try {
      const response = await fixture.app.inject({ method: 'GET', url: METRICS_PATH, headers: bearer });
      expect(response.statusCode).toBe(404);
    } finally {
      await fixture.close();
    }
  });
});

describe('GET /metrics behind METRICS_TOKEN', () => {
  let fixture: AppFixture;
  beforeEach(() => {
    fixture = makeApp({ env: { METRICS_TOKEN: TOKEN, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  });
  afterEach(() => fixture.close());

  it('refuses a scraper without the token or with a wrong one (401, WWW-Authenticate: Bearer)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const response = await fixture.app.inject({ method: 'GET', url: METRICS_PATH, headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests and their latency per route pattern and status class, plus process metrics', async () => {
    for (let i = 0; i < 3; i += 1) await fixture.app.inject({ method: 'GET', url: API_PATHS.health });
    await fixture.app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    await fixture.app.inject({ method: 'GET', url: API_PATHS.me });

    const response = await fixture.app.inject({ method: 'GET', url: METRICS_PATH, headers: bearer });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health",status_class="2xx"}')).toBe(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}'),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(3);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/users/me",status_class="4xx"}')).toBe(1);
    expect(text).not.toContain('12345');
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts a settled payment once per order, and a failed payment reported by the webhook', async () => {
    const orders = createOrdersRepository(fixture.storage.docs);
    const order = {
      uid: 'asha',
      items: [],
      amount: 100,
      currency: 'INR' as const,
      receipt: 'rcpt_1',
      provider: 'sandbox' as const,
      createdAt: new Date().toISOString(),
    };
    await orders.create({ ...order, id: 'order_paid' });
    await orders.create({ ...order, id: 'order_failed' });
    await settlePaidOrder(fixture.storage.docs, orders, 'order_paid', 'pay_1');
    await settlePaidOrder(fixture.storage.docs, orders, 'order_paid', 'pay_1');

    const body = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_2', order_id: 'order_failed' } } },
    });
    const webhook = await fixture.app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex'),
      },
      payload: body,
    });
    expect(webhook.json()).toEqual({ status: 'processed' });

    const text = await scrape(fixture);
    expect(sample(text, 'storefront_payments_total{outcome="paid"}')).toBe(1);
    expect(sample(text, 'storefront_payments_total{outcome="failed"}')).toBe(1);
  });

  it('counts open product streams while they are open', async () => {
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = fixture.app.server.address() as AddressInfo;
    const request = http.get({ host: '127.0.0.1', port, path: PRODUCT_API_PATHS.stream });
    await new Promise<void>((resolve, reject) => {
      request.once('response', () => resolve());
      request.once('error', reject);
    });
    expect(sample(await scrape(fixture), 'storefront_sse_connections{stream="products"}')).toBe(1);

    request.destroy();
    const deadline = Date.now() + 10_000;
    let open = sample(await scrape(fixture), 'storefront_sse_connections{stream="products"}');
    while (open !== 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      open = sample(await scrape(fixture), 'storefront_sse_connections{stream="products"}');
    }
    expect(open).toBe(0);
  });
});
