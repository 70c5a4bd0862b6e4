/**
 * Which storage adapter the server uses, from the environment: `STORAGE=sqlite` (the default, one
 * machine) or `STORAGE=firestore` (a Firebase project, several server instances). Read by
 * loadConfig (config.ts); kept here so the rules sit beside the adapters they choose between.
 */
import type { StorageKind } from './port';
import { type Env, SettingError, readSetting } from '../settings';

export interface StorageConfig {
  kind: StorageKind;
  /** host:port of a Firestore emulator (tests, local trials); null means the real Firestore. */
  firestoreEmulatorHost: string | null;
}

export class StorageConfigError extends SettingError {
  constructor(message: string) {
    super(message);
    this.name = 'StorageConfigError';
  }
}

export const STORAGE_KINDS: readonly StorageKind[] = ['sqlite', 'firestore'];

export function readStorageConfig(
  env: Env,
  { production, firebaseProjectId }: { production: boolean; firebaseProjectId: string },
): StorageConfig {
  const raw = readSetting(env, 'STORAGE');
  const kind = raw === undefined ? 'sqlite' : STORAGE_KINDS.find((candidate) => candidate === raw.toLowerCase());
  if (!kind) throw new StorageConfigError(`STORAGE must be one of ${STORAGE_KINDS.join(', ')}, got '${raw}'.`);
  if (kind === 'sqlite') return { kind, firestoreEmulatorHost: null };

  const emulatorHost = readSetting(env, 'FIRESTORE_EMULATOR_HOST') ?? null;
  if (production && emulatorHost) {
    throw new StorageConfigError(
      `Refusing to start: FIRESTORE_EMULATOR_HOST is set (${emulatorHost}) while NODE_ENV=production and ` +
        'STORAGE=firestore. firebase-admin would send every read and write to that unauthenticated emulator ' +
        "instead of your Firebase project's Firestore. Unset FIRESTORE_EMULATOR_HOST in production.",
    );
  }
  if (!emulatorHost && firebaseProjectId.startsWith('demo-')) {
    throw new StorageConfigError(
      `STORAGE=firestore with the project '${firebaseProjectId}' needs FIRESTORE_EMULATOR_HOST (demo- projects ` +
        'exist only in an emulator). For a real project set FIREBASE_PROJECT_ID and GOOGLE_APPLICATION_CREDENTIALS.',
    );
  }
  return { kind, firestoreEmulatorHost: emulatorHost };
}
