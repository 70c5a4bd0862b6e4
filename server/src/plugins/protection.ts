/**
 * What every API answer gets before any route runs: security headers (`@fastify/helmet`, a JSON
 * API's policy: nothing may load or frame it), a rate limit per client on every route
 * (`@fastify/rate-limit`; a route may set its own with `config.rateLimit`, which then replaces
 * this one for it), and `@fastify/under-pressure`, which answers 503 while the event loop lags,
 * before the process falls over. Register it first: the limiter only sees routes added after it.
 *
 * With RATE_LIMIT_REDIS_URL the counts live in Redis, shared by every API instance; a Redis that
 * does not answer within half a second lets the request through uncounted (skipOnError) — a
 * limiter outage must not close the shop — and says so in the log once a minute at most.
 *
 * A client is its address (an IPv6 one by its /64: clientKey). A page server call counts against
 * the visitor it names, in the same bucket as that visitor's own calls; its own reads (the
 * sitemap's) have a bucket of their own, PAGE_SERVER_BUDGET_FACTOR times a visitor's.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import type { HttpConfig } from '../http-config';
import { HttpError, httpError } from '../http-errors';
import { clientKey } from './client-key';
import { pageServerCaller } from './page-server-caller';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const OVERLOADED_MESSAGE = 'The shop is very busy right now. Please try again in a few seconds.';
export const PAGE_SERVER_BUDGET_FACTOR = 50;
const PAGE_SERVER_KEY = 'page-server:';
const REDIS_KEY_PREFIX = 'storefront-rate-limit:';
const REDIS_OUTAGE_LOG_EVERY_MS = 60_000;

/** The shared counts' store, closed with the app; null when counting in memory. */
function sharedCounts(app: FastifyInstance, url: string | null): Redis | null {
  if (url === null) return null;
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, commandTimeout: 500 });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < REDIS_OUTAGE_LOG_EVERY_MS) return;
    lastLogged = Date.now();
    app.log.warn({ reason: error.message }, "the rate limit's Redis does not answer: requests are served uncounted");
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/** Fastify's trustProxy: a hop count becomes the function proxy-addr calls per hop. */
export function trustedProxies(
  setting: HttpConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export function installProtection(app: FastifyInstance, http: HttpConfig): void {
  void app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    // The shop's pages live on other origins and load images and the payment sandbox script from here.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });

  let warnedOfWrongSecret = false;
  const fromPageServer = pageServerCaller(http.pageServerSecret, () => {
    if (warnedOfWrongSecret) return;
    warnedOfWrongSecret = true;
    app.log.warn(
      'a request carried a page-server secret that is not PAGE_SERVER_SECRET: the visitor it names is ignored ' +
        "(set the same PAGE_SERVER_SECRET on the API and the page server, or every page counts against the page server's address)",
    );
  });
  const redis = sharedCounts(app, http.rateLimitRedisUrl);
  void app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: REDIS_KEY_PREFIX, skipOnError: true } : {}),
    keyGenerator: (request) => {
      const call = fromPageServer(request);
      if (call === null) return clientKey(request.ip);
      return call.visitor === null ? `${PAGE_SERVER_KEY}${request.ip}` : clientKey(call.visitor);
    },
    max: (_request, key) =>
      key.startsWith(PAGE_SERVER_KEY) ? http.ratePerMinute * PAGE_SERVER_BUDGET_FACTOR : http.ratePerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => httpError(429, RATE_LIMITED_MESSAGE),
  });

  void app.register(underPressure, {
    maxEventLoopDelay: http.maxEventLoopDelayMs,
    // The lag is the mean of the delay samples of one window, and a window with no sample reads as
    // an endless lag: any stall of about a second (a busy host not scheduling the process) would
    // shed every request of the next second, whatever the setting. A window as long as the
    // setting means an empty one is a stall of about the setting itself.
    sampleInterval: Math.max(1000, http.maxEventLoopDelayMs),
    retryAfter: 10,
    // Constructed with no arguments; an HttpError keeps its status and message through the error handler.
    customError: class Overloaded extends HttpError {
      constructor() {
        super(503, OVERLOADED_MESSAGE);
      }
    },
  });
}
