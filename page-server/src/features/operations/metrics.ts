/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; no route when unset), as the
 * API does: requests and their latency by route and status class, how each catalogue page was
 * served (rendered on the server, or client-rendered and why not), and the process metrics.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** How a page that could be rendered on the server was served. */
export type RenderOutcome = 'server' | 'client';

export interface PageMetrics {
  countRender(outcome: RenderOutcome): void;
}

/** For an app without metrics: counting costs nothing and shows nowhere. */
export const NO_PAGE_METRICS: PageMetrics = { countRender: () => undefined };

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Page routes all match '/*': one label, so URLs never multiply the series. */
const routeLabel = (pattern: string | undefined): string =>
  pattern === undefined ? 'unmatched' : pattern === '/*' ? 'page' : pattern;

/** Call before the routes. Without a token there is no /metrics route and nothing is recorded. */
export function installPageMetrics(app: FastifyInstance, { token }: { token: string | null }): PageMetrics {
  if (token === null) return NO_PAGE_METRICS;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to finishing its answer (a streamed page: to its last byte).',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Counter({
    name: 'page_server_renders_total',
    help: 'Catalogue pages served, by how: rendered on the server, or client-rendered because the render could not be used.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: routeLabel(request.routeOptions.url),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Metrics need the METRICS_TOKEN as a bearer token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return { countRender: (outcome) => renders.inc({ outcome }) };
}
