/** How the contract opens each adapter: SQLite on a temp file, Firestore on the official emulator. */
import { randomBytes } from 'node:crypto';
import { makeTempDir } from '../../test/temp-dir';
import { testFirestoreEmulator, type FirestoreEmulator } from '../../test/firestore-emulator';
import { openFirestoreStorage } from '../firestore';
import type { StoragePort } from '../port';
import { openSqliteStorage } from '../sqlite';
import type { StorageHarness, StorageUnderTest } from './contract-context';

/** Tracks every instance a test opened so dispose() closes them all. */
function underTest(open: () => StoragePort, cleanUp: () => void | Promise<void>): StorageUnderTest {
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
      await cleanUp();
    },
  };
}

export function sqliteHarness(): StorageHarness {
  return {
    capabilities: { sharedChangeFeed: false },
    open: async () => {
      const temp = makeTempDir('storage-contract-sqlite');
      return underTest(() => openSqliteStorage({ dataDir: temp.dir }), temp.remove);
    },
  };
}

/**
 * Firestore on the test run's official emulator (tooling/firestore-emulator-shared.js): real transactions
 * (locks, contention, retried aborts) and real query order. Each test gets a project of its own,
 * emptied when the test ends.
 */
export function firestoreHarness(): StorageHarness {
  let emulator: FirestoreEmulator | null = null;
  return {
    capabilities: { sharedChangeFeed: true },
    setUp: async () => {
      emulator = await testFirestoreEmulator();
    },
    open: async () => {
      if (!emulator) throw new Error('the Firestore emulator is not running: call setUp() first');
      const { host, clearProject } = emulator;
      // Unique across the run's test files, which share the emulator (and, in band, one process id).
      const projectId = `demo-test-${randomBytes(6).toString('hex')}`;
      return underTest(
        () => openFirestoreStorage({ projectId, emulatorHost: host }),
        () => clearProject(projectId),
      );
    },
  };
}

/** Both adapters, for `describe.each`: a SQLite file and the official Firestore emulator. */
export const ADAPTERS: ReadonlyArray<[string, () => StorageHarness]> = [
  ['sqlite', sqliteHarness],
  ['firestore', firestoreHarness],
];

/**
 * A store of its own for each test of the calling `describe` block, opened before the block's other
 * `beforeEach` hooks run and disposed after the test: answers the store under test.
 */
export function storeForEachTest(makeHarness: () => StorageHarness): () => StorageUnderTest {
  const harness = makeHarness();
  let opened: StorageUnderTest | null = null;
  beforeAll(async () => {
    await harness.setUp?.();
  });
  beforeEach(async () => {
    opened = await harness.open();
  });
  afterEach(async () => {
    await opened?.dispose();
    opened = null;
  });
  return () => {
    if (!opened) throw new Error('the store is open only inside a test');
    return opened;
  };
}
