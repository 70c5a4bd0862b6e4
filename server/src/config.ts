/**
 * Runtime configuration from environment variables. Every value has a local default, so
 * `node dist/main.js` runs with no configuration against the local Auth emulator.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_CONFIG } from 'shared-contracts';
import { readStorageConfig, type StorageConfig } from './storage/storage-config';
import { readUploadConfig, type UploadConfig } from './features/uploads/upload-config';
import { readPaymentConfig, type PaymentConfig } from './features/payment/payment-config';
import { readMailConfig, type MailConfig } from './features/mail/mail-config';
import { readReviewConfig, type ReviewConfig } from './features/reviews/review-config';
import { isDemoProject, readFirebaseConfig } from './firebase-config';
import { readHttpConfig, type HttpConfig } from './http-config';
import { readMetricsConfig, type MetricsConfig } from './features/metrics/metrics-config';
import { type Env, readSetting, SettingError } from './settings';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  nodeEnv: string;
  production: boolean;
  /**
   * A real deployment (production, staging…): the Firebase project is a real one. Secrets are
   * checked for strength whenever this is true, whatever NODE_ENV says.
   */
  deployed: boolean;
  port: number;
  host: string;
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, or null to use the real Firebase Auth. */
  authEmulatorHost: string | null;
  corsOrigins: string[];
  /** SITE_URL: the shop's address, for links in mail (the order page); no trailing slash. */
  siteUrl: string;
  /** STORE_NAME: the shop's name in its mails (the shell's config.json names it on the pages). */
  storeName: string;
  logLevel: LogLevel;
  /** STORAGE (sqlite | firestore) and, for Firestore, FIRESTORE_EMULATOR_HOST. */
  storage: StorageConfig;
  /** Image upload endpoint and accepted product image hosts. */
  uploads: UploadConfig;
  /** Razorpay keys or the local sandbox, webhook secret, checkout rate limit. */
  payment: PaymentConfig;
  /** SMTP or the .eml outbox, and the shop admin's address. */
  mail: MailConfig;
  /** Proxies to trust, rate limit, timeouts, overload threshold. */
  http: HttpConfig;
  /** METRICS_TOKEN: /metrics for Prometheus behind a bearer token, or off. */
  metrics: MetricsConfig;
  /** REVIEWS_VISITOR_MODERATION: visitors' reviews held for approval, or published at once. */
  reviews: ReviewConfig;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The repository root: two levels up from both server/src and server/dist. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where `npm start` runs the Auth emulator (scripts and tools set FIREBASE_AUTH_EMULATOR_HOST to it). */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export { DEFAULT_PROJECT_ID } from './firebase-config';

const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003, 3004, 3005];
export const DEFAULT_CORS_ORIGINS = [
  ...LOCAL_APP_PORTS.map((port) => `http://localhost:${port}`),
  ...LOCAL_APP_PORTS.map((port) => `http://127.0.0.1:${port}`),
];

function readPort(env: Env): number {
  const raw = readSetting(env, 'PORT');
  if (raw === undefined) return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return port;
}

const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || (isIP(host) === 4 ? host.startsWith('127.') : ['::1', '0:0:0:0:0:0:0:1'].includes(host));

/**
 * Locally the server trusts the Auth emulator, which signs no token: anyone who could reach it
 * could sign in as anyone. So a local server listens on this machine only.
 */
function readHost(env: Env, deployed: boolean): string {
  const host = readSetting(env, 'HOST') ?? '127.0.0.1';
  if (!deployed && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Refusing to start: HOST is '${host}', but with the Auth emulator (a demo- project) anyone who reaches ` +
        'the server can sign in as anyone. Locally it listens on this machine only: unset HOST, or use 127.0.0.1 or ::1.',
    );
  }
  return host;
}

function readLogLevel(env: Env): LogLevel {
  const raw = readSetting(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`);
  return level;
}

function readOrigins(env: Env): string[] {
  const raw = readSetting(env, 'CORS_ORIGINS');
  if (raw === undefined) return [...DEFAULT_CORS_ORIGINS];
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function readSiteUrl(env: Env): string {
  const raw = readSetting(env, 'SITE_URL');
  if (raw === undefined) return 'http://localhost:3000';
  if (!URL.canParse(raw) || !/^https?:$/.test(new URL(raw).protocol)) {
    throw new ConfigError(`SITE_URL must be the shop's address, like https://shop.example.in, got '${raw}'.`);
  }
  return raw.replace(/\/+$/, '');
}

/** Runs one of the feature config readers, turning its SettingError into a ConfigError. */
function section<T>(readSection: () => T): T {
  try {
    return readSection();
  } catch (error) {
    if (error instanceof SettingError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = readSetting(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const firebase = section(() => readFirebaseConfig(env, production));
  const deployed = production || !isDemoProject(firebase.projectId);
  const storage = section(() => readStorageConfig(env, { production, firebaseProjectId: firebase.projectId }));
  const dataDir = path.resolve(readSetting(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const port = readPort(env);

  return {
    nodeEnv,
    production,
    deployed,
    port,
    host: readHost(env, deployed),
    dataDir,
    firebaseProjectId: firebase.projectId,
    authEmulatorHost: firebase.authEmulatorHost,
    corsOrigins: readOrigins(env),
    siteUrl: readSiteUrl(env),
    storeName: readSetting(env, 'STORE_NAME') ?? DEFAULT_CONFIG.storeName,
    logLevel: readLogLevel(env),
    storage,
    // A Firestore emulator is a trial on one machine, whose disk every process shares.
    uploads: section(() =>
      readUploadConfig(env, port, {
        localUploads: storage.kind === 'sqlite' || storage.firestoreEmulatorHost !== null,
      }),
    ),
    payment: section(() => readPaymentConfig(env, { firebaseProjectId: firebase.projectId, checkSecrets: deployed })),
    mail: section(() => readMailConfig(env, { checkSecrets: deployed })),
    http: section(() => readHttpConfig(env, { deployed })),
    metrics: section(() => readMetricsConfig(env, { checkSecrets: deployed })),
    reviews: section(() => readReviewConfig(env)),
  };
}

/**
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from process.env: put the configured value
 * there (or remove a stray one) before it is first used.
 */
export function exportAuthEmulatorHost(config: ServerConfig, env: Env = process.env): void {
  if (config.authEmulatorHost) env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  else delete env.FIREBASE_AUTH_EMULATOR_HOST;
}
