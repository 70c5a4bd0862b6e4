import { remoteCodePolicy, type RemoteCodePolicy } from './features/server-render/api/verifiedRemoteCode';

/**
 * The page server's settings from the environment. Every value has a local default, so
 * `node dist/main.js` runs beside `npm start`'s shell host and API with no configuration.
 */
export type Env = Record<string, string | undefined>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A sitemap file holds at most this many URLs (sitemaps.org); above it /sitemap.xml is an index. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A catalogue page whose server render is not ready this soon is served client-rendered (issue 17). */
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
  /** TRUST_PROXY: false, the proxies' hop count, or their addresses (X-Forwarded-Proto then says https). */
  trustProxy: false | number | string[];
  /** SERVER_RENDER_READY_MS: how long a catalogue page's server render may take before the page is served client-rendered. */
  serverRenderReadyMs: number;
  /** REMOTE_ORIGINS (and NODE_ENV): where remotes' server builds may come from, and whether they must be verified. */
  remoteCode: RemoteCodePolicy;
}

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

function readTrustProxy(env: Env): PageServerConfig['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
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
  return {
    port: readPort(env),
    host: read(env, 'HOST') ?? '127.0.0.1',
    shellOrigin: readAddress(env, 'SHELL_ORIGIN', 'http://localhost:3005', 'https://shell.cdn.example.in'),
    apiOrigin: readAddress(env, 'API_ORIGIN', 'http://localhost:4000', 'https://api.shop.example.in'),
    siteUrl: readAddress(env, 'SITE_URL', 'http://localhost:3000', 'https://shop.example.in'),
    logLevel: readLogLevel(env),
    sitemapUrlLimit: SITEMAP_URL_LIMIT,
    trustProxy: readTrustProxy(env),
    serverRenderReadyMs: readReadyMs(env),
    remoteCode: readRemoteOrigins(env),
  };
}
