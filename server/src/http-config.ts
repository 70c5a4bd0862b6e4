/**
 * How the server meets the open internet (part of ServerConfig).
 *
 *   TRUST_PROXY            unset: clients connect directly (request.ip is the socket's address).
 *                          Behind a proxy or load balancer: the number of proxy hops (`1`), or the
 *                          proxies' addresses/CIDRs, comma-separated (`10.0.0.0/8,127.0.0.1`), or
 *                          `true` (trust every X-Forwarded-For: refused in a deployed shop, where any
 *                          client could then choose its own address and bucket). Without it, behind a
 *                          proxy every shopper shares one rate-limit bucket.
 *   PAGE_SERVER_SECRET     the secret the page server sends with each of its API calls (the same value
 *                          on both). With it, a page's API calls count against the visitor the page
 *                          server names (X-Storefront-Client-Ip), like that visitor's own calls, not
 *                          against the page server's one address. Required in a deployed shop
 *                          (32+ characters, `openssl rand -hex 32`); `npm start` makes one per run.
 *   RATE_LIMIT_PER_MINUTE  requests per client IP per minute, every route (default 1200); some
 *                          routes have their own tighter limits
 *   RATE_LIMIT_REDIS_URL   unset: each API process counts its clients' requests in memory. With several
 *                          instances behind a load balancer, `redis://host:6379` (or `rediss://…`) makes
 *                          them share the counts, so a client's limit is the same whichever instance
 *                          answers. If Redis stops answering, requests are served uncounted (and logged)
 *                          rather than refused.
 *   REQUEST_TIMEOUT_MS     time to receive a whole request (default 30000)
 *   CONNECTION_TIMEOUT_MS  idle socket timeout (default 60000; the product stream's heartbeat is 25 s)
 *   MAX_EVENT_LOOP_DELAY_MS  when the event loop's mean lag over a window of this length (at least 1 s)
 *                          is above it, the server answers 503 for the next window (default 1000)
 *   STREAM_MAX_PER_IP      open product streams per client IP (default 20: several shoppers may
 *                          share one address behind a carrier's NAT); more → 429
 *   STREAM_MAX_TOTAL       open product streams in all (default 2000); more → 503
 */
import { checkSecret } from './secrets';
import { type Env, SettingError, readSetting } from './settings';
export interface HttpConfig {
  trustProxy: boolean | number | string[];
  /** PAGE_SERVER_SECRET, or null: no caller may name a visitor. */
  pageServerSecret: string | null;
  ratePerMinute: number;
  /** RATE_LIMIT_REDIS_URL, or null: the counts live in this process. */
  rateLimitRedisUrl: string | null;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  maxEventLoopDelayMs: number;
  streams: StreamLimits;
}

export interface StreamLimits {
  maxPerIp: number;
  maxTotal: number;
}

export const DEFAULT_RATE_PER_MINUTE = 1200;

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class HttpConfigError extends SettingError {}

function wholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = readSetting(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new HttpConfigError(`${name} must be a whole number of at least ${min}, got '${raw}'.`);
  return value;
}

function readRedisUrl(env: Env): string | null {
  const raw = readSetting(env, 'RATE_LIMIT_REDIS_URL');
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname)
    throw new HttpConfigError(
      `RATE_LIMIT_REDIS_URL must be a Redis address such as redis://10.0.0.7:6379 (or rediss:// for TLS), got '${raw}'.`,
    );
  return raw;
}

const ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

function readTrustProxy(env: Env, deployed: boolean): HttpConfig['trustProxy'] {
  const raw = readSetting(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true' && deployed) {
    throw new HttpConfigError(
      'Refusing to start: TRUST_PROXY=true believes every X-Forwarded-For, so a client that reaches the server ' +
        'could pick its own address (and rate-limit bucket). Set TRUST_PROXY to the number of proxies in front ' +
        'of the server (1 behind one load balancer) or to their addresses/CIDRs, comma-separated.',
    );
  }
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = addresses.find((address) => !ADDRESS.test(address));
  if (bad !== undefined || addresses.length === 0) {
    throw new HttpConfigError(
      `TRUST_PROXY must be true, a number of proxy hops, or the proxies' addresses/CIDRs comma-separated, got '${raw}'.`,
    );
  }
  return addresses;
}

function readPageServerSecret(env: Env, deployed: boolean): string | null {
  const secret = readSetting(env, 'PAGE_SERVER_SECRET') ?? null;
  if (secret === null && deployed) {
    throw new HttpConfigError(
      'Refusing to start: PAGE_SERVER_SECRET is not set. The page server sends it with each API call, so that ' +
        "one visitor's pages count against that visitor rather than against every shopper: set the same value " +
        'on the API and the page server (`openssl rand -hex 32`).',
    );
  }
  if (secret !== null && deployed) checkSecret('PAGE_SERVER_SECRET', secret);
  return secret;
}

/** `deployed`: a real Firebase project (ServerConfig.deployed), where the unsafe choices are refused. */
export function readHttpConfig(env: Env, { deployed }: { deployed: boolean }): HttpConfig {
  return {
    trustProxy: readTrustProxy(env, deployed),
    pageServerSecret: readPageServerSecret(env, deployed),
    ratePerMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_RATE_PER_MINUTE, 1),
    rateLimitRedisUrl: readRedisUrl(env),
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000),
    connectionTimeoutMs: wholeNumber(env, 'CONNECTION_TIMEOUT_MS', 60_000, 1000),
    maxEventLoopDelayMs: wholeNumber(env, 'MAX_EVENT_LOOP_DELAY_MS', 1000, 10),
    streams: {
      maxPerIp: wholeNumber(env, 'STREAM_MAX_PER_IP', 20, 1),
      maxTotal: wholeNumber(env, 'STREAM_MAX_TOTAL', 2000, 1),
    },
  };
}
