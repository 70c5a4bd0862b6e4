/**
 * Runtime configuration from environment variables. Every value has a local default, so
 * `node dist/main.js` runs with no configuration against the local Auth emulator.
 */
import path from 'node:path';
import { readStorageConfig, StorageConfigError, type StorageConfig } from './storage/storage-config';
import { readUploadConfig, UploadConfigError, type UploadConfig } from './features/uploads/upload-config';
import { readPaymentConfig, PaymentConfigError, type PaymentConfig } from './features/payment/payment-config';
import { readMailConfig, type MailConfig } from './features/mail/mail-config';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  firebaseProjectId: string;
  /** host:port of the Firebase Auth emulator, or null to use the real Firebase Auth. */
  authEmulatorHost: string | null;
  corsOrigins: string[];
  logLevel: LogLevel;
  /** STORAGE (sqlite | firestore) and, for Firestore, FIRESTORE_EMULATOR_HOST. */
  storage: StorageConfig;
  /** Image upload endpoint and accepted product image hosts. */
  uploads: UploadConfig;
  /** Razorpay keys or the local sandbox, webhook secret, checkout rate limit. */
  payment: PaymentConfig;
  /** SMTP or the .eml outbox, and the shop admin's address. */
  mail: MailConfig;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The repository root: two levels up from both server/src and server/dist. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_PROJECT_ID = 'demo-storefront';

const LOCAL_APP_PORTS = [3000, 3001, 3002, 3003, 3004];
export const DEFAULT_CORS_ORIGINS = [
  ...LOCAL_APP_PORTS.map((port) => `http://localhost:${port}`),
  ...LOCAL_APP_PORTS.map((port) => `http://127.0.0.1:${port}`),
];

type Env = Record<string, string | undefined>;

/** An unset or blank variable reads as undefined. */
const read = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

function readPort(env: Env): number {
  const raw = read(env, 'PORT');
  if (raw === undefined) return 4000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got '${raw}'.`);
  }
  return port;
}

function readLogLevel(env: Env): LogLevel {
  const raw = read(env, 'LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === raw.toLowerCase());
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'.`);
  return level;
}

function readOrigins(env: Env): string[] {
  const raw = read(env, 'CORS_ORIGINS');
  if (raw === undefined) return [...DEFAULT_CORS_ORIGINS];
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = read(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const emulatorFromEnv = read(env, 'FIREBASE_AUTH_EMULATOR_HOST');
  const firebaseProjectId = read(env, 'FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;

  if (production && emulatorFromEnv) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorFromEnv}) while NODE_ENV=production. ` +
        'With it, firebase-admin accepts unsigned ID tokens, so anyone could sign in as anyone. ' +
        'Unset FIREBASE_AUTH_EMULATOR_HOST in production.',
    );
  }
  if (production && firebaseProjectId.startsWith('demo-')) {
    throw new ConfigError(
      `Refusing to start: FIREBASE_PROJECT_ID is '${firebaseProjectId}' while NODE_ENV=production. ` +
        'Set it to the id of your Firebase project (demo- ids only work with the emulator).',
    );
  }

  let storage: StorageConfig;
  try {
    storage = readStorageConfig(env, { production, firebaseProjectId });
  } catch (error) {
    throw error instanceof StorageConfigError ? new ConfigError(error.message) : error;
  }

  const dataDir = path.resolve(read(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const port = readPort(env);
  let uploads: UploadConfig;
  try {
    uploads = readUploadConfig(env, port);
  } catch (error) {
    throw error instanceof UploadConfigError ? new ConfigError(error.message) : error;
  }

  let payment: PaymentConfig;
  try {
    payment = readPaymentConfig(env, production);
  } catch (error) {
    throw error instanceof PaymentConfigError ? new ConfigError(error.message) : error;
  }

  return {
    nodeEnv,
    production,
    port,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    firebaseProjectId,
    authEmulatorHost: production ? null : (emulatorFromEnv ?? DEFAULT_AUTH_EMULATOR_HOST),
    corsOrigins: readOrigins(env),
    logLevel: readLogLevel(env),
    storage,
    uploads,
    payment,
    mail: readMailConfig(env),
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
