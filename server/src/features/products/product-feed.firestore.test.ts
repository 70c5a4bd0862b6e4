/**
 * The product stream's source on Firestore (official emulator), as two API instances see it: what
 * one writes reaches the other's watchers, and an instance starting on a large catalogue does not
 * read it to follow changes.
 */
import { randomBytes } from 'node:crypto';
import { DocumentReference, Query, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { testFirestoreEmulator, type FirestoreEmulator } from '../../test/firestore-emulator';
import { openFirestoreStorage } from '../../storage/firestore';
import { eventually } from '../../storage/testing/contract-context';
import type { StoragePort } from '../../storage/port';
import { createProductsRepository, type ProductChange } from './productsRepository';
import { storedProduct } from './test-support';

jest.setTimeout(60_000);

const CATALOGUE_SIZE = 300;

let emulator: FirestoreEmulator;
let projectId: string;
const opened: StoragePort[] = [];

beforeAll(async () => {
  emulator = await testFirestoreEmulator();
});

beforeEach(() => {
  projectId = `demo-feed-${randomBytes(6).toString('hex')}`;
});

afterEach(async () => {
  jest.restoreAllMocks();
  await Promise.all(opened.splice(0).map((storage) => storage.close()));
  await emulator.clearProject(projectId);
});

const openInstance = () => {
  const storage = openFirestoreStorage({ projectId, emulatorHost: emulator.host, log: () => undefined });
  opened.push(storage);
  return storage;
};

/** A catalogue written an hour ago (as the adapter stores products, with their change time). */
async function writeOldCatalogue(): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const app = initializeApp({ projectId }, `old-catalogue-${projectId}`);
  const db = getFirestore(app);
  db.settings({ universeDomain: 'googleapis.com' });
  const anHourAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
  const batch = db.batch();
  for (let n = 0; n < CATALOGUE_SIZE; n += 1) {
    batch.set(db.collection('products').doc(`old-${n}`), {
      ...storedProduct({ productName: `Old chair ${n}` }),
      _createdAt: anHourAgo,
      _changedAt: anHourAgo,
    });
  }
  await batch.commit();
  await deleteApp(app);
}

/** Counts the documents Firestore sends this process (each one a billed read) from now on. */
function countDocumentReads(): () => number {
  let reads = 0;
  const query = Query.prototype as unknown as {
    get(): Promise<{ size: number }>;
    onSnapshot(next: (snapshot: { docChanges(): unknown[] }) => void, fail: (error: Error) => void): () => void;
  };
  const get = query.get;
  jest.spyOn(query, 'get').mockImplementation(async function (this: unknown) {
    const snapshot = await get.call(this);
    reads += Math.max(snapshot.size, 1);
    return snapshot;
  });
  const onSnapshot = query.onSnapshot;
  jest.spyOn(query, 'onSnapshot').mockImplementation(function (this: unknown, next, fail) {
    return onSnapshot.call(
      this,
      (snapshot) => {
        reads += snapshot.docChanges().length;
        next(snapshot);
      },
      fail,
    );
  });
  const documentGet = DocumentReference.prototype.get;
  jest.spyOn(DocumentReference.prototype, 'get').mockImplementation(function (this: DocumentReference) {
    reads += 1;
    return documentGet.call(this);
  });
  return () => reads;
}

it('a product written or deleted on one instance reaches the other’s watchers; starting reads no catalogue', async () => {
  await writeOldCatalogue();
  const writer = openInstance();
  const reads = countDocumentReads();

  const reader = openInstance();
  const products = createProductsRepository(reader.docs);
  const seen: ProductChange[] = [];
  products.watch((change) => seen.push(change));
  // Until its listeners answer, a feed may miss what is written: wait as the server would (ready).
  await new Promise<void>((ready) => reader.docs.watch('products', () => undefined, { onReady: ready }));

  await writer.docs.create('products', 'teak-bench', storedProduct({ productName: 'Teak Bench' }));
  await eventually(
    () =>
      expect(seen.map(({ id, product }) => [id, product?.productName])).toContainEqual(['teak-bench', 'Teak Bench']),
    20_000,
  );

  expect(await writer.docs.delete('products', 'old-7')).toBe(true);
  await eventually(() => expect(seen).toContainEqual({ id: 'old-7', product: null }), 20_000);
  // Only the new product and the deletion reached the watchers: the old catalogue was not reported.
  expect(new Set(seen.map(({ id }) => id))).toEqual(new Set(['teak-bench', 'old-7']));

  // Two watchers on the reader, each: its start (one newest-change query per query, an empty first
  // snapshot), the new product, the deleted one's tombstone and a read of it. The writer's own
  // transactions read a document or two. A whole-collection listener would have read 300.
  expect(reads()).toBeLessThan(30);
  expect(reads()).toBeGreaterThan(0);
  products.close();
});
