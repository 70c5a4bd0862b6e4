/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN; no route when unset).
 * A token rather than a second port: the shop may run where only one port is published (a PaaS,
 * one proxy), and the server keeps one listener and one lifecycle; the token is a checked secret.
 *
 * Recorded here from the request lifecycle: request count and latency per method, route pattern
 * (never the raw URL, so ids do not multiply series) and status class; open product streams.
 * Payments are counted where orders settle (instruments.ts). Plus prom-client's process metrics.
 */
import type { FastifyInstance } from 'fastify';
import { bearerMatches, createHttpMetrics } from 'http-metrics';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { openStreams, paymentOutcomes, trackStream } from './instruments';
import type { MetricsConfig } from './metrics-config';
import { namedPlugin } from '../../plugins/named-plugin';

export const METRICS_PATH = '/metrics';

/** Event streams counted by their route: the stream's own code needs no change. */
const STREAM_ROUTES: Record<string, string> = { [PRODUCT_API_PATHS.stream]: 'products' };

/** Call on the root instance, after installProtection and before the routes. Does nothing when metrics are off. */
export function installMetrics(app: FastifyInstance, config: MetricsConfig): void {
  const { token } = config;
  if (token === null) return;
  const { registry, recordResponse } = createHttpMetrics({
    latencyHelp: 'Time from receiving a request to finishing its answer.',
    metrics: [paymentOutcomes, openStreams],
  });

  app.addHook('onRequest', async (request, reply) => {
    const stream = STREAM_ROUTES[request.routeOptions.url ?? ''];
    if (stream) reply.raw.once('close', trackStream(stream));
  });

  app.addHook('onResponse', async (request, reply) => recordResponse(request, reply));

  // A plugin, not a root route: it loads after installProtection, so the rate limiter covers it too.
  void app.register(
    namedPlugin('metricsRoute', async (scope) => {
      scope.get(METRICS_PATH, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          void reply.header('www-authenticate', 'Bearer');
          throw httpError(401, 'Metrics need the METRICS_TOKEN as a bearer token.');
        }
        return reply.type(registry.contentType).send(await registry.metrics());
      });
    }),
  );
}
