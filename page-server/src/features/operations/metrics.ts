/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; no route when unset), as the
 * API does: requests and their latency by route and status class, how each catalogue page was
 * served (rendered on the server, or client-rendered and why not), and the process metrics.
 */
import type { FastifyInstance } from 'fastify';
import { bearerMatches, createHttpMetrics } from 'http-metrics';
import { Counter } from 'prom-client';

export const METRICS_PATH = '/metrics';

/** How a page that could be rendered on the server was served. */
export type RenderOutcome = 'server' | 'client';

export interface PageMetrics {
  countRender(outcome: RenderOutcome): void;
}

/** For an app without metrics: counting costs nothing and shows nowhere. */
export const NO_PAGE_METRICS: PageMetrics = { countRender: () => undefined };

/** Page routes all match '/*': one label, so URLs never multiply the series. */
const routeLabel = (pattern: string | undefined): string =>
  pattern === undefined ? 'unmatched' : pattern === '/*' ? 'page' : pattern;

/** Call before the routes. Without a token there is no /metrics route and nothing is recorded. */
export function installPageMetrics(app: FastifyInstance, { token }: { token: string | null }): PageMetrics {
  if (token === null) return NO_PAGE_METRICS;
  const { registry, recordResponse } = createHttpMetrics({
    latencyHelp: 'Time from receiving a request to finishing its answer (a streamed page: to its last byte).',
    routeLabel,
  });
  const renders = new Counter({
    name: 'page_server_renders_total',
    help: 'Catalogue pages served, by how: rendered on the server, or client-rendered because the render could not be used.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => recordResponse(request, reply));

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
