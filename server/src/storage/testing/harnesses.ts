/** How the contract opens each adapter: SQLite on a temp file, Firestore on an in-process emulator. */
import { makeTempDir } from '../../test/temp-dir';
import { openFirestoreStorage } from '../firestore';
import type { StoragePort } from '../port';
import { openSqliteStorage } from '../sqlite';
import type { StorageHarness, StorageUnderTest } from './contract-context';
import { startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator';

/** Tracks every instance a test opened so dispose() closes them all. */
function underTest(open: () => StoragePort, cleanUp: () => void): StorageUnderTest {
  const opened: StoragePort[] = [open()];
  const [storage] = opened as [StoragePort];
  return {
    storage,
    openAnother: async () => {
      const another = open();
      opened.push(another);
      return another;
    },
    dispose: async () => {
      await Promise.all(opened.map((instance) => instance.close()));
      cleanUp();
    },
  };
}

export function sqliteHarness(): StorageHarness {
  return {
    capabilities: { transactionIsolation: true, sharedChangeFeed: false, firestoreOrdering: true },
    open: async () => {
      const temp = makeTempDir('storage-contract-sqlite');
      return underTest(() => openSqliteStorage({ dataDir: temp.dir }), temp.remove);
    },
  };
}

export function firestoreHarness(): StorageHarness {
  let emulator: FirestoreEmulator | null = null;
  let projects = 0;
  return {
    // The in-process emulator commits every transaction unconditionally (no isolation); the real
    // Firestore's transactions are serializable. It sorts a query by its order field alone, keeping
    // documents without it and ties in write order (Firestore leaves those out and ties by id).
    capabilities: { transactionIsolation: false, sharedChangeFeed: true, firestoreOrdering: false },
    setUp: async () => {
      emulator = await startFirestoreEmulator();
    },
    tearDown: async () => {
      await emulator?.stop();
      emulator = null;
    },
    open: async () => {
      if (!emulator) throw new Error('the Firestore emulator is not running');
      const emulatorHost = emulator.host;
      // A project of its own per test: empty, and nothing a previous test left can reach it.
      projects += 1;
      const projectId = `demo-contract-${process.pid}-${projects}`;
      return underTest(
        () => openFirestoreStorage({ projectId, emulatorHost }),
        () => undefined,
      );
    },
  };
}
