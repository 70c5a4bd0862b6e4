/**
 * What the API server and the page server both record for Prometheus, and how their GET /metrics
 * checks its bearer token (METRICS_TOKEN). Plain CommonJS with its own types (index.d.ts), like
 * security-headers: each service's release carries the copy it was built with.
 */
const { createHash, timingSafeEqual } = require('node:crypto');
const { collectDefaultMetrics, Counter, Histogram, Registry } = require('prom-client');

const LABEL_NAMES = ['method', 'route', 'status_class'];
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (value) => createHash('sha256').update(value).digest();

/** Constant-time comparison (hashing first makes the lengths equal). */
function bearerMatches(header, token) {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const byPattern = (pattern) => pattern ?? 'unmatched';

/**
 * A registry with prom-client's process metrics, the service's own `metrics`, and requests and
 * their latency by method, route pattern (never the raw URL, so ids do not multiply the series)
 * and status class, which `recordResponse` (from a Fastify onResponse hook) counts.
 */
function createHttpMetrics({ latencyHelp, routeLabel = byPattern, metrics = [] }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of metrics) registry.registerMetric(metric);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered.',
    labelNames: LABEL_NAMES,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: latencyHelp,
    labelNames: LABEL_NAMES,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    recordResponse(request, reply) {
      const labels = {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    },
  };
}

module.exports = { bearerMatches, createHttpMetrics };
