/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; no route when unset).
 * A token rather than a second port: the shop may run where only one port is published (a PaaS,
 * one proxy), and the server keeps one listener and one lifecycle; the token is a checked secret.
 *
 * Recorded here from the request lifecycle: request count and latency per method, route pattern
 * (never the raw URL, so ids do not multiply series) and status class; open product streams.
 * Payments are counted where orders settle (instruments.ts). Plus prom-client's process metrics.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { openStreams, paymentOutcomes, trackStream } from './instruments';
import type { MetricsConfig } from './metrics-config';

export const METRICS_PATH = '/metrics';

/** Event streams counted by their route: the stream's own code needs no change. */
const STREAM_ROUTES: Record<string, string> = { [PRODUCT_API_PATHS.stream]: 'products' };

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;

function createRegistry(): { registry: Registry; requests: Counter<string>; latency: Histogram<string> } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(paymentOutcomes);
  registry.registerMetric(openStreams);
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requests, latency };
}

/** Call on the root instance, after installProtection and before the routes. Does nothing when metrics are off. */
export function installMetrics(app: FastifyInstance, config: MetricsConfig): void {
  const { token } = config;
  if (token === null) return;
  const { registry, requests, latency } = createRegistry();

  app.addHook('onRequest', async (request, reply) => {
    const stream = STREAM_ROUTES[request.routeOptions.url ?? ''];
    if (stream) reply.raw.once('close', trackStream(stream));
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  // A plugin, not a root route: it loads after installProtection, so the rate limiter covers it too.
  void app.register(async (scope) => {
    scope.get(METRICS_PATH, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        void reply.header('www-authenticate', 'Bearer');
        throw httpError(401, 'Metrics need the METRICS_TOKEN as a bearer token.');
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  });
}
