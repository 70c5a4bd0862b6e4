/**
 * Firestore adapter of the storage port (firebase-admin), for a shop that outgrows one machine:
 * several server instances share one Firebase project's Firestore. Same collection names as the
 * SQLite adapter and the spec (users, carts with `items`, products, admins; orders, wishlists).
 *
 * Loaded only when STORAGE=firestore (open-storage.ts imports it lazily): firebase-admin's
 * Firestore client brings gRPC, which the SQLite path never needs at start-up.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expireTombstones } from './firestore-change-stamps';
import { withCursorPages } from './firestore-cursor-pages';
import { createFirestoreDocumentStore } from './firestore-documents';
import type { WatchLog } from './firestore-watch';
import { creationClock } from './firestore-values';
import type { StoragePort } from './port';
import { createAdminsRepository, createUsersRepository } from './repositories';

export interface FirestoreOptions {
  projectId: string;
  /** host:port of a Firestore emulator, or null for the real Firestore (application default credentials). */
  emulatorHost: string | null;
  log?: WatchLog;
}

/** Each adapter gets its own firebase-admin app, so closing it never touches another's client. */
let opened = 0;

export function openFirestoreStorage({ projectId, emulatorHost, log = console.warn }: FirestoreOptions): StoragePort {
  // The Firestore client reads the emulator address from the environment when it is created.
  if (emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = emulatorHost;
  else delete process.env.FIRESTORE_EMULATOR_HOST;

  opened += 1;
  const app = initializeApp({ projectId }, `storefront-storage:${projectId}:${opened}`);
  const db = getFirestore(app);
  db.settings({
    // Like JSON.stringify for SQLite: a property set to undefined is left out, not an error.
    ignoreUndefinedProperties: true,
    // Against an emulator no credentials are used, but the client would still look for them
    // (probing the GCE metadata server over the network) just to learn the universe domain.
    ...(emulatorHost ? { universeDomain: 'googleapis.com' } : {}),
  });

  const docs = withCursorPages(db, createFirestoreDocumentStore(db, { nextCreationTime: creationClock(), log }));

  let closed: Promise<void> | null = null;
  return {
    kind: 'firestore',
    docs,
    users: createUsersRepository(docs),
    admins: createAdminsRepository(docs),
    expireTombstones: (before) => expireTombstones(db, Timestamp.fromDate(before)),
    close: () => {
      closed ??= (async () => {
        docs.stopWatching();
        await deleteApp(app);
      })();
      return closed;
    },
  };
}
