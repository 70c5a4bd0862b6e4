/**
 * The one place that picks the storage adapter from the config (`STORAGE=sqlite|firestore`):
 * main.ts and the grant-admin CLI both open storage through it.
 */
import type { StorageConfig } from './storage-config';
import type { StoragePort } from './port';
import { openSqliteStorage } from './sqlite';

export interface OpenStorageConfig {
  storage: StorageConfig;
  dataDir: string;
  firebaseProjectId: string;
}

export interface OpenStorageOptions {
  /**
   * Opened by the server (main.ts), not a CLI tool: on SQLite it claims the file for this one
   * server, refusing to open beside another (claimSqliteServer).
   */
  server?: boolean;
}

export async function openStorage(
  config: OpenStorageConfig,
  { server = false }: OpenStorageOptions = {},
): Promise<StoragePort> {
  if (config.storage.kind === 'firestore') {
    // Required only here, so a SQLite server never loads firebase-admin's Firestore client (gRPC).
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- import() is not CommonJS, which the server and Jest run
    const { openFirestoreStorage }: typeof import('./firestore') = require('./firestore');
    return openFirestoreStorage({
      projectId: config.firebaseProjectId,
      emulatorHost: config.storage.firestoreEmulatorHost,
    });
  }
  return openSqliteStorage({ dataDir: config.dataDir, server });
}
