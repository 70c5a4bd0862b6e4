import { remoteCodePolicy, type RemoteCodePolicy } from './features/server-builds/api/verifiedRemoteCode';

/**
 * The page server's settings from the environment. Every value has a local default, so
 * `node dist/main.js` runs beside `npm start`'s shell host and API with no configuration.
 *
 * A page server is deployed when NODE_ENV=production or SITE_URL is not this machine (localhost,
 * 127.x, ::1): it then needs PAGE_SERVER_SECRET and refuses TRUST_PROXY=true. A local one listens
 * on this machine only (its shell page names the Auth emulator, which signs no token).
 */
import { isLoopbackHost } from './features/security/loopback';

export type Env = Record<string, string | undefined>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A sitemap file holds at most this many URLs (sitemaps.org); above it /sitemap.xml is an index. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A catalogue page whose server render is not ready this soon is served client-rendered. */
export const SERVER_RENDER_READY_MS = 300;

export interface PageServerConfig {
  port: number;
  host: string;
  /** SHELL_ORIGIN: where the shell's static files are (index.html, config.json, remotes.json, JS, CSS). */
  shellOrigin: string;
  /** API_ORIGIN: where the storefront API is reached from this server (products for heads and data). */
  apiOrigin: string;
  /** SITE_URL: the shop's public address, for canonical links, og:url, JSON-LD and the sitemap. */
  siteUrl: string;
  logLevel: LogLevel;
  /** URLs per sitemap file before /sitemap.xml becomes an index (a parameter so tests can show the index). */
  sitemapUrlLimit: number;
  /** TRUST_PROXY: false, the proxies' hop count, or their addresses (X-Forwarded-Proto then says https); true only locally. */
  trustProxy: boolean | number | string[];
  /** SERVER_RENDER_READY_MS: how long a catalogue page's server render may take before the page is served client-rendered. */
  serverRenderReadyMs: number;
  /** REMOTE_ORIGINS (and NODE_ENV): where remotes' server builds may come from, and whether they must be verified. */
  remoteCode: RemoteCodePolicy;
  /** PAGE_SERVER_SECRET: sent with each API call, so a page's API calls count against its visitor (null: locally, none). */
  apiSecret: string | null;
  /** PAGE_RATE_LIMIT_PER_MINUTE: pages (and sitemap, robots) per client address per minute; more are a 429. */
  ratePerMinute: number;
  /** METRICS_TOKEN: turns on GET /metrics for `Authorization: Bearer <token>` (null: no such route). */
  metricsToken: string | null;
}

/** Two pages a second from one address, all day: far more than shoppers behind one address click. */
export const DEFAULT_PAGES_PER_MINUTE = 120;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/** An http(s) origin-like address, without a trailing slash. */
function readAddress(env: Env, name: string, fallback: string, example: string): string {
  const raw = read(env, name) ?? fallback;
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`${name} must be an http(s) address, like ${example}, got '${raw}'.`);
  }
  return raw.replace(/\/+$/, '');
}

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  return port;
}

function readReadyMs(env: Env): number {
  const raw = read(env, 'SERVER_RENDER_READY_MS');
  if (raw === undefined) return SERVER_RENDER_READY_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 1 || ms > 60_000)
    throw new ConfigError(
      `SERVER_RENDER_READY_MS must be a whole number of milliseconds from 1 to 60000, got '${raw}'.`,
    );
  return ms;
}

function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`);
  return level;
}

const ADDRESS = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

function readTrustProxy(env: Env, deployed: boolean): PageServerConfig['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true' && deployed)
    throw new ConfigError(
      'Refusing to start: TRUST_PROXY=true believes every X-Forwarded-For and X-Forwarded-Proto, so a client that ' +
        'reaches the page server could pick its own address (and rate-limit bucket). Set TRUST_PROXY to the number ' +
        'of proxies in front of it (1 behind one load balancer) or to their addresses/CIDRs, comma-separated.',
    );
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0 || addresses.some((address) => !ADDRESS.test(address)))
    throw new ConfigError(
      `TRUST_PROXY must be a number of proxy hops or the proxies' addresses/CIDRs comma-separated, got '${raw}'.`,
    );
  return addresses;
}

function readHost(env: Env, deployed: boolean): string {
  const host = read(env, 'HOST') ?? '127.0.0.1';
  if (!deployed && !isLoopbackHost(host))
    throw new ConfigError(
      `Refusing to start: HOST is '${host}' while the shop runs locally (SITE_URL on this machine, NODE_ENV not ` +
        'production). Locally the page server listens on this machine only: unset HOST, or use 127.0.0.1 or ::1.',
    );
  return host;
}

/** Long enough to resist guessing (the API holds it to the same length). */
const SECRET_MIN_LENGTH = 32;

function readApiSecret(env: Env, deployed: boolean): string | null {
  const secret = read(env, 'PAGE_SERVER_SECRET') ?? null;
  if (!deployed) return secret;
  if (secret === null)
    throw new ConfigError(
      'Refusing to start: PAGE_SERVER_SECRET is not set. The page server sends it with each API call, so that ' +
        "one visitor's pages count against that visitor rather than against every shopper: set the same value " +
        'on the API and the page server (`openssl rand -hex 32`).',
    );
  if (secret.length < SECRET_MIN_LENGTH)
    throw new ConfigError(
      `Refusing to start: PAGE_SERVER_SECRET is ${secret.length} characters long; it must be at least ${SECRET_MIN_LENGTH}. ` +
        'Make one with `openssl rand -hex 32`.',
    );
  return secret;
}

function readMetricsToken(env: Env, deployed: boolean): string | null {
  const token = read(env, 'METRICS_TOKEN') ?? null;
  if (token !== null && deployed && token.length < SECRET_MIN_LENGTH)
    throw new ConfigError(
      `Refusing to start: METRICS_TOKEN is ${token.length} characters long; it must be at least ${SECRET_MIN_LENGTH}. ` +
        'Make one with `openssl rand -hex 32`.',
    );
  return token;
}

function readRatePerMinute(env: Env): number {
  const raw = read(env, 'PAGE_RATE_LIMIT_PER_MINUTE');
  if (raw === undefined) return DEFAULT_PAGES_PER_MINUTE;
  const rate = Number(raw);
  if (!Number.isInteger(rate) || rate < 1)
    throw new ConfigError(`PAGE_RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got '${raw}'.`);
  return rate;
}

/**
 * REMOTE_ORIGINS: comma-separated origins remotes' server builds may be read from (https; http only
 * on a loopback host; in development also file: folders). Required in production (NODE_ENV=production),
 * where every build must match the integrity remotes.json names; development allows loopback hosts
 * without it (npm start's local builds).
 */
function readRemoteOrigins(env: Env): RemoteCodePolicy {
  const production = read(env, 'NODE_ENV') === 'production';
  const raw = read(env, 'REMOTE_ORIGINS');
  if (raw === undefined && production)
    throw new ConfigError(
      'REMOTE_ORIGINS must name the origins remotes’ server builds are served from in production, like https://releases.cdn.example.in.',
    );
  const sources = (raw ?? '')
    .split(',')
    .map((source) => source.trim())
    .filter(Boolean);
  try {
    return remoteCodePolicy({ production, sources });
  } catch (error) {
    throw new ConfigError(`REMOTE_ORIGINS: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

export function loadConfig(env: Env = process.env): PageServerConfig {
  const siteUrl = readAddress(env, 'SITE_URL', 'http://localhost:3000', 'https://shop.example.in');
  const deployed = read(env, 'NODE_ENV') === 'production' || !isLoopbackHost(new URL(siteUrl).hostname);
  return {
    port: readPort(env),
    host: readHost(env, deployed),
    shellOrigin: readAddress(env, 'SHELL_ORIGIN', 'http://localhost:3005', 'https://shell.cdn.example.in'),
    apiOrigin: readAddress(env, 'API_ORIGIN', 'http://localhost:4000', 'https://api.shop.example.in'),
    siteUrl,
    logLevel: readLogLevel(env),
    sitemapUrlLimit: SITEMAP_URL_LIMIT,
    trustProxy: readTrustProxy(env, deployed),
    serverRenderReadyMs: readReadyMs(env),
    remoteCode: readRemoteOrigins(env),
    apiSecret: readApiSecret(env, deployed),
    ratePerMinute: readRatePerMinute(env),
    metricsToken: readMetricsToken(env, deployed),
  };
}
