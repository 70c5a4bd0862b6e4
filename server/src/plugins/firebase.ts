/**
 * firebase-admin, initialised from the server config. Locally (and in tests) it talks to the Auth
 * emulator named by FIREBASE_AUTH_EMULATOR_HOST; in production it uses application default
 * credentials (GOOGLE_APPLICATION_CREDENTIALS or the platform's service account).
 */
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { exportAuthEmulatorHost, type ServerConfig } from '../config';

const appName = (config: ServerConfig): string => `storefront-server:${config.firebaseProjectId}`;

export function initFirebaseAdmin(config: ServerConfig): App {
  exportAuthEmulatorHost(config);
  const name = appName(config);
  return getApps().find((app) => app.name === name) ?? initializeApp({ projectId: config.firebaseProjectId }, name);
}

export function firebaseAuth(config: ServerConfig): Auth {
  return getAuth(initFirebaseAdmin(config));
}

/** Releases firebase-admin's connections and timers (tests; a CLI about to exit). */
export async function closeFirebaseAdmin(config: ServerConfig): Promise<void> {
  const name = appName(config);
  const app = getApps().find((candidate) => candidate.name === name);
  if (app) await deleteApp(app);
}
