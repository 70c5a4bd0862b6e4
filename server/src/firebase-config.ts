/**
 * Which Firebase Auth the server trusts (part of ServerConfig).
 *
 *   FIREBASE_PROJECT_ID              the project whose ID tokens are accepted (default demo-storefront)
 *   FIREBASE_AUTH_EMULATOR_HOST      the Auth emulator; allowed only with a demo- project id, never in production
 *   GOOGLE_APPLICATION_CREDENTIALS   a service-account key file (required for a real project ...)
 *   USE_GCP_METADATA_CREDENTIALS     ... unless this is `true` (or the server runs on Cloud Run,
 *                                    App Engine or Cloud Functions), where the platform's service
 *                                    account is asked instead
 *
 * The emulator accepts unsigned tokens, so anyone could sign in as anyone: it is used only when
 * asked for by name, and only for demo- projects, which Google never issues tokens for.
 */
import fs from 'node:fs';
import { type Env, SettingError, readSetting } from './settings';

export interface FirebaseConfig {
  projectId: string;
  /** host:port of the Firebase Auth emulator, or null to use the real Firebase Auth. */
  authEmulatorHost: string | null;
}

export const DEFAULT_PROJECT_ID = 'demo-storefront';
export const isDemoProject = (projectId: string): boolean => projectId.startsWith('demo-');

/** Thrown for a bad setting; loadConfig turns it into its own ConfigError. */
export class FirebaseConfigError extends SettingError {}

/** Google's serverless platforms give the process a service account through their metadata server. */
const GOOGLE_CLOUD_RUNTIME_VARIABLES = ['K_SERVICE', 'GAE_SERVICE', 'FUNCTION_TARGET'];

const SET_CREDENTIALS =
  'Set GOOGLE_APPLICATION_CREDENTIALS to the service-account key file of that project ' +
  '(Firebase console → Project settings → Service accounts → Generate new private key), ' +
  'or USE_GCP_METADATA_CREDENTIALS=true when the server runs on Google Cloud as a service account.';

function checkKeyFile(file: string): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not JSON' : 'it cannot be read';
    throw new FirebaseConfigError(
      `Refusing to start: GOOGLE_APPLICATION_CREDENTIALS is '${file}', but ${reason}. ${SET_CREDENTIALS}`,
    );
  }
  const type = typeof parsed === 'object' && parsed !== null && 'type' in parsed ? parsed.type : undefined;
  if (typeof type !== 'string') {
    throw new FirebaseConfigError(
      `Refusing to start: '${file}' (GOOGLE_APPLICATION_CREDENTIALS) is not a Google credentials file. ${SET_CREDENTIALS}`,
    );
  }
}

function checkCredentials(env: Env, projectId: string): void {
  const keyFile = readSetting(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  if (keyFile) return checkKeyFile(keyFile);
  if (readSetting(env, 'USE_GCP_METADATA_CREDENTIALS') === 'true') return;
  if (GOOGLE_CLOUD_RUNTIME_VARIABLES.some((name) => readSetting(env, name))) return;
  throw new FirebaseConfigError(
    `Refusing to start: FIREBASE_PROJECT_ID is '${projectId}' but the server has no credentials for it. ${SET_CREDENTIALS}`,
  );
}

export function readFirebaseConfig(env: Env, production: boolean): FirebaseConfig {
  const projectId = readSetting(env, 'FIREBASE_PROJECT_ID') ?? DEFAULT_PROJECT_ID;
  const emulatorHost = readSetting(env, 'FIREBASE_AUTH_EMULATOR_HOST');

  if (emulatorHost) {
    if (production) {
      throw new FirebaseConfigError(
        `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorHost}) while NODE_ENV=production. ` +
          'With it, firebase-admin accepts unsigned ID tokens, so anyone could sign in as anyone. ' +
          'Unset FIREBASE_AUTH_EMULATOR_HOST in production.',
      );
    }
    if (!isDemoProject(projectId)) {
      throw new FirebaseConfigError(
        `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (${emulatorHost}) but FIREBASE_PROJECT_ID '${projectId}' is not a demo- project. ` +
          'The emulator accepts unsigned ID tokens, so it is only allowed with demo- project ids: ' +
          'unset FIREBASE_AUTH_EMULATOR_HOST to use Firebase Auth, or use a demo- project id locally.',
      );
    }
    return { projectId, authEmulatorHost: emulatorHost };
  }

  if (isDemoProject(projectId)) {
    throw new FirebaseConfigError(
      production
        ? `Refusing to start: FIREBASE_PROJECT_ID is '${projectId}' while NODE_ENV=production. ` +
            'Set it to the id of your Firebase project (demo- ids only work with the emulator).'
        : `Refusing to start: FIREBASE_PROJECT_ID '${projectId}' is a demo project, which only works with the Auth emulator. ` +
            'Locally, run `npm start` (it starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099); ' +
            'for a real shop set FIREBASE_PROJECT_ID to your Firebase project and GOOGLE_APPLICATION_CREDENTIALS to its key file.',
    );
  }
  checkCredentials(env, projectId);
  return { projectId, authEmulatorHost: null };
}
