/**
 * Why the stock race asserts "exactly 5" only where `capabilities.transactionIsolation` holds: the
 * in-process Firestore emulator (@firestore-emulator/server) can enforce neither isolation nor
 * optimistic concurrency. Its transactions are a dummy id (no locks, no read-version check), and
 * its Commit ignores a `lastUpdateTime` (update_time) precondition; only `exists` preconditions are
 * checked. Optimistic concurrency on this emulator is therefore impossible without extra marker
 * documents. These canaries fail the day the emulator starts honouring them: then make
 * firestore-documents.ts's mutate use an update-time precondition and drop the capability branch.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator, type FirestoreEmulator } from './testing/firestore-emulator';

describe('the in-process Firestore emulator (why its stock race cannot assert exactly 5)', () => {
  let emulator: FirestoreEmulator;
  let app: App;
  let db: Firestore;
  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    app = initializeApp({ projectId: 'demo-isolation-canary' }, 'isolation-canary');
    db = getFirestore(app);
    db.settings({ universeDomain: 'googleapis.com' });
  });
  afterAll(async () => {
    await deleteApp(app);
    await emulator.stop();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('accepts an update whose lastUpdateTime precondition is stale (real Firestore: FAILED_PRECONDITION)', async () => {
    const ref = db.collection('products').doc('stale');
    const { writeTime: first } = await ref.set({ stock: 5 });
    await ref.update({ stock: 4 });
    await ref.update({ stock: 3 }, { lastUpdateTime: first });
    expect((await ref.get()).data()).toEqual({ stock: 3 });
  });

  it('honours exists preconditions (a second create is ALREADY_EXISTS)', async () => {
    const ref = db.collection('products').doc('once');
    await ref.create({ stock: 1 });
    await expect(ref.create({ stock: 2 })).rejects.toMatchObject({ code: 6 });
  });

  it('commits two overlapping transactions on one document without retrying either (a lost update)', async () => {
    const ref = db.collection('products').doc('race');
    await ref.set({ stock: 3 });
    let runs = 0;
    const takeOne = () =>
      db.runTransaction(async (tx) => {
        runs += 1;
        const stock = Number((await tx.get(ref)).get('stock'));
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.set(ref, { stock: stock - 1 });
      });
    await Promise.all([takeOne(), takeOne()]);
    expect(runs).toBe(2);
    expect((await ref.get()).data()).toEqual({ stock: 2 });
  });
});
