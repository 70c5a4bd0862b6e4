/**
 * The change feed's tombstones expire on the official Firestore emulator: a run deletes the ones
 * older than the retention period and keeps the recent ones, on one instance of several at a time.
 */
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { JobLog } from '../features/orders/periodic';
import { until } from '../features/payment/test-support';
import { makeTempDir } from '../test/temp-dir';
import { testFirestoreEmulator, type FirestoreEmulator } from '../test/firestore-emulator';
import { DELETIONS_COLLECTION } from './firestore-change-stamps';
import { openFirestoreStorage } from './firestore';
import type { StoragePort } from './port';
import { openSqliteStorage } from './sqlite';
import { startTombstoneExpiry, TOMBSTONE_EXPIRY_JOB, TOMBSTONE_RETENTION_MS } from './tombstone-expiry';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

interface Logged {
  details: object;
  message: string;
}
const recordingLog = (lines: Logged[]): JobLog => ({
  info: (details, message) => void lines.push({ details, message }),
  warn: (details, message) => void lines.push({ details, message }),
  error: (details, message) => void lines.push({ details, message }),
  debug: () => undefined,
});

describe('tombstone expiry on the Firestore emulator', () => {
  let emulator: FirestoreEmulator;
  let projectId: string;
  let rawApp: App;
  let db: Firestore;
  const opened: StoragePort[] = [];

  beforeAll(async () => {
    emulator = await testFirestoreEmulator();
  });
  beforeEach(() => {
    projectId = `demo-tombstones-${randomBytes(6).toString('hex')}`;
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    rawApp = initializeApp({ projectId }, `tombstones-${projectId}`);
    db = getFirestore(rawApp);
    db.settings({ universeDomain: 'googleapis.com' });
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((storage) => storage.close()));
    await deleteApp(rawApp);
    await emulator.clearProject(projectId);
  });

  const openInstance = (): StoragePort => {
    const storage = openFirestoreStorage({ projectId, emulatorHost: emulator.host, log: () => undefined });
    opened.push(storage);
    return storage;
  };
  const tombstone = (collection: string, id: string) =>
    db.collection(DELETIONS_COLLECTION).doc(collection).collection('documents').doc(id);
  /** A tombstone as a deletion `ageMs` ago left it. */
  const writeTombstone = (collection: string, id: string, ageMs: number) =>
    tombstone(collection, id).set({ _changedAt: Timestamp.fromMillis(Date.now() - ageMs) });
  const tombstoneIds = async (collection: string): Promise<string[]> =>
    (await db.collection(DELETIONS_COLLECTION).doc(collection).collection('documents').get()).docs
      .map((doc) => doc.id)
      .sort();

  it('deletes the tombstones older than the retention period and keeps the recent ones', async () => {
    const storage = openInstance();
    // Deleted just now through the adapter: their tombstones are recent.
    await storage.docs.put('products', 'chair', { name: 'Chair' });
    await storage.docs.put('products', 'table', { name: 'Table' });
    expect(await storage.docs.deleteAll([{ collection: 'products', id: 'chair' }])).toEqual([true]);
    expect(await storage.docs.delete('products', 'table')).toBe(true);
    await writeTombstone('products', 'week-and-a-day', TOMBSTONE_RETENTION_MS + DAY_MS);
    await writeTombstone('products', 'almost-a-week', TOMBSTONE_RETENTION_MS - HOUR_MS);
    await writeTombstone('reviews', 'a-month', 30 * DAY_MS);
    expect(await tombstoneIds('products')).toEqual(['almost-a-week', 'chair', 'table', 'week-and-a-day']);

    const lines: Logged[] = [];
    const stop = startTombstoneExpiry(storage, { intervalMs: HOUR_MS, log: recordingLog(lines) });
    await stop();

    expect(await tombstoneIds('products')).toEqual(['almost-a-week', 'chair', 'table']);
    expect(await tombstoneIds('reviews')).toEqual([]);
    expect(lines).toContainEqual({ details: { expired: 2 }, message: 'change feed tombstones expired' });
    // The run took the job's lease, so no other instance ran it alongside.
    expect((await storage.docs.get('leases', TOMBSTONE_EXPIRY_JOB))?.owner).toEqual(expect.any(String));
  });

  it('runs on one instance of several at a time', async () => {
    await writeTombstone('products', 'old', TOMBSTONE_RETENTION_MS + DAY_MS);
    let runs = 0;
    let runner = -1;
    let letRunFinish = () => undefined as void;
    const runHeld = new Promise<void>((resolve) => {
      letRunFinish = resolve;
    });
    const instances = [openInstance(), openInstance(), openInstance()].map((storage, index) => ({
      docs: storage.docs,
      expireTombstones: async (before: Date) => {
        runs += 1;
        // The first run waits while the other instances try theirs.
        if (runner === -1) {
          runner = index;
          await runHeld;
        }
        return (await storage.expireTombstones?.(before)) ?? 0;
      },
    }));
    const stops = instances.map((storage) =>
      startTombstoneExpiry(storage, { intervalMs: HOUR_MS, log: recordingLog([]) }),
    );
    await until(async () => runs > 0, 'one instance to run the expiry', 45_000);
    // Stopping waits for an instance's run under way: the others have tried theirs by now.
    await Promise.all(stops.filter((_, index) => index !== runner).map((stop) => stop()));
    expect(runs).toBe(1);
    letRunFinish();
    await stops[runner]?.();
    expect(await tombstoneIds('products')).toEqual([]);
  });
});

describe('tombstone expiry on SQLite', () => {
  it('runs nothing and takes no lease: its change feed keeps no tombstones', async () => {
    const temp = makeTempDir('tombstone-expiry');
    const storage = openSqliteStorage({ dataDir: temp.dir });
    try {
      const lines: Logged[] = [];
      await startTombstoneExpiry(storage, { intervalMs: HOUR_MS, log: recordingLog(lines) })();
      expect(lines).toEqual([]);
      expect(await storage.docs.get('leases', TOMBSTONE_EXPIRY_JOB)).toBeNull();
    } finally {
      await storage.close();
      temp.remove();
    }
  });
});
