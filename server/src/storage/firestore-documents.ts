/**
 * The DocumentStore of the port on Firestore: one Firestore collection per port collection, the
 * document id as the Firestore document id.
 *
 * Replacing a document (put, mutate) is one set() in a transaction that reads the old document
 * first, to keep its hidden creation time.
 */
import {
  FieldPath,
  type Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { changeSourceOf, tombstoneOf } from './firestore-change-stamps';
import { FEED_TUNING, watchFirestoreCollection, type FeedTuning, type WatchLog } from './firestore-watch';
import {
  byCreation,
  creationTimeOf,
  isValidDocumentId,
  storedFields,
  storedForm,
  visibleData,
} from './firestore-values';
import type { CollectionName, DocumentData, DocumentQuery, DocumentStore, QueryFilter } from './port';
import { checkPageLimit, checkQuery } from './query';

/** gRPC status Firestore answers when a precondition finds no document. */
const NOT_FOUND = 5;

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

function refuseInvalidId(collection: CollectionName, id: string): void {
  if (!isValidDocumentId(id)) {
    throw new Error(
      `'${id}' cannot be a document id in ${collection}: ids must be non-empty, at most 1500 bytes, ` +
        "without '/', and not '.', '..' or __name__-like.",
    );
  }
}

const readVisible = (snapshot: DocumentSnapshot): DocumentData | null =>
  snapshot.exists ? visibleData(snapshot.data()) : null;

/** Every filter on the collection (arrays copied: the client wants mutable ones). */
function filtered(query: Query, where: readonly QueryFilter[]): Query {
  return where.reduce<Query>(
    (built, [field, op, value]) => built.where(field, op, Array.isArray(value) ? [...value] : value),
    query,
  );
}

/**
 * The Firestore query of a DocumentQuery. Ties go by document id explicitly (real Firestore does
 * so implicitly; the composite indexes end with the id in the last field's direction). Firestore
 * skips `offset` documents on the server, and bills them as reads.
 */
function firestoreQuery(
  db: Firestore,
  collection: CollectionName,
  { where = [], orderBy, limit, offset = 0 }: DocumentQuery,
): Query {
  let query = filtered(db.collection(collection), where);
  if (orderBy)
    query = query.orderBy(orderBy.field, orderBy.direction).orderBy(FieldPath.documentId(), orderBy.direction);
  if (offset > 0) query = query.offset(offset);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Runs the tasks given for one key one after another (each starts when the one before settled);
 * tasks for different keys run side by side.
 */
export function keyedQueue(): <T>(key: string, task: () => Promise<T>) => Promise<T> {
  const tails = new Map<string, Promise<unknown>>();
  return (key, task) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}

/**
 * How often the client runs a transaction that Firestore aborted for contention. The default (5)
 * gives up too soon for a product many servers sell at once; giving up is an error for a shopper.
 */
export const TRANSACTION_ATTEMPTS = 12;

export interface FirestoreDocumentStoreOptions {
  /** Creation time for a new document (strictly increasing within this process). */
  nextCreationTime: () => Timestamp;
  log: WatchLog;
  /** The change feed's margins and window sizes (tests make them small). */
  feedTuning?: FeedTuning;
}

export interface FirestoreDocumentStore extends DocumentStore {
  /** Stops every change feed still open (before the client is closed). */
  stopWatching(): void;
}

export function createFirestoreDocumentStore(
  db: Firestore,
  { nextCreationTime, log, feedTuning = FEED_TUNING }: FirestoreDocumentStoreOptions,
): FirestoreDocumentStore {
  const ref = (collection: CollectionName, id: string): DocumentReference => db.collection(collection).doc(id);

  /** Writes `data` as the whole document (set() replaces), keeping the creation time of the one it replaces. */
  const replace = (tx: Transaction, target: DocumentReference, current: DocumentSnapshot, data: DocumentData) => {
    const createdAt = current.exists ? creationTimeOf(current.data(), current.createTime) : null;
    tx.set(target, storedFields(data, createdAt ?? nextCreationTime()));
  };

  const watchers = new Set<() => void>();
  // Transactions on one document from this instance take turns: contending with each other would
  // only abort and retry them (twenty shoppers on one product here needed up to 4 of the client's
  // 5 attempts; sixty made almost all of them fail). Across instances Firestore's locks decide.
  const oneAtATime = keyedQueue();
  const transaction = <T>(target: DocumentReference, work: (tx: Transaction) => Promise<T>): Promise<T> =>
    oneAtATime(target.path, () => db.runTransaction(work, { maxAttempts: TRANSACTION_ATTEMPTS }));

  return {
    async get(collection, id) {
      if (!isValidDocumentId(id)) return null;
      return readVisible(await ref(collection, id).get());
    },

    // The whole collection, sorted here rather than with orderBy('_createdAt'): a query ordered
    // by a field leaves out documents without it (ones added in the console or by other tools).
    async list(collection) {
      const snapshot = await db.collection(collection).get();
      return snapshot.docs
        .map((doc) => {
          const fields = doc.data();
          return { id: doc.id, data: visibleData(fields), createdAt: creationTimeOf(fields, doc.createTime) };
        })
        .sort(byCreation)
        .map(({ id, data }) => ({ id, data }));
    },

    async scan(collection, { after, limit }) {
      checkPageLimit(collection, limit);
      let page = db.collection(collection).orderBy(FieldPath.documentId());
      if (after !== undefined && after !== '') page = page.startAfter(after);
      const snapshot = await page.limit(limit).get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: visibleData(doc.data()) }));
    },

    async query(collection, query) {
      checkQuery(collection, query);
      const snapshot = await firestoreQuery(db, collection, query).get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: visibleData(doc.data()) }));
    },

    async count(collection, where = []) {
      checkQuery(collection, { where });
      const snapshot = await filtered(db.collection(collection), where).count().get();
      return snapshot.data().count;
    },

    async put(collection, id, data) {
      refuseInvalidId(collection, id);
      const target = ref(collection, id);
      await transaction(target, async (tx) => replace(tx, target, await tx.get(target), data));
    },

    async create(collection, id, data) {
      refuseInvalidId(collection, id);
      const target = ref(collection, id);
      return transaction(target, async (tx) => {
        const current = await tx.get(target);
        if (current.exists) return visibleData(current.data());
        tx.create(target, storedFields(data, nextCreationTime()));
        return storedForm(data);
      });
    },

    // Firestore may run the transaction function more than once (on contention), so `change`
    // must be pure: it decides from `current` alone.
    async mutate(collection, id, change) {
      if (!isValidDocumentId(id)) {
        const next = change(null);
        if (next !== undefined) refuseInvalidId(collection, id);
        return null;
      }
      const target = ref(collection, id);
      return transaction(target, async (tx) => {
        const current = await tx.get(target);
        const before = readVisible(current);
        const next = change(before);
        if (next === undefined) return before;
        replace(tx, target, current, next);
        return storedForm(next);
      });
    },

    // One transaction reading every document first (Firestore locks them), then writing the changed
    // ones. It waits for its turn on each of its documents, taken in path order so two waiting
    // transactions never hold each other's turn.
    async mutateAll(refs, change) {
      refs.forEach(({ collection, id }) => refuseInvalidId(collection, id));
      const targets = refs.map(({ collection, id }) => ref(collection, id));
      const paths = targets.map((target) => target.path).sort();
      if (new Set(paths).size !== paths.length) throw new Error('mutateAll: each document at most once');
      const runAll = (): Promise<Array<DocumentData | null>> =>
        db.runTransaction(
          async (tx) => {
            const snapshots = targets.length === 0 ? [] : await tx.getAll(...targets);
            const current = snapshots.map(readVisible);
            const next = change(current);
            if (next === undefined) return current;
            if (next.length !== targets.length) throw new Error('mutateAll: change must answer once per reference');
            return targets.map((target, index) => {
              const written = next[index];
              const snapshot = snapshots[index];
              if (written === undefined || !snapshot) return current[index] ?? null;
              replace(tx, target, snapshot, written);
              return storedForm(written);
            });
          },
          { maxAttempts: TRANSACTION_ATTEMPTS },
        );
      const inTurn = paths.reduceRight<() => Promise<Array<DocumentData | null>>>(
        (inner, path) => () => oneAtATime(path, inner),
        runAll,
      );
      return inTurn();
    },

    // A precondition makes the answer exact without a read: NOT_FOUND means nothing was there, and
    // the batch (with the tombstone) is not written.
    async delete(collection, id) {
      if (!isValidDocumentId(id)) return false;
      const tombstone = tombstoneOf(db, collection, id);
      try {
        await db.batch().delete(ref(collection, id), { exists: true }).set(tombstone.ref, tombstone.fields).commit();
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },

    // One transaction: every document is read (to answer whether it was there), then all deleted,
    // each leaving its tombstone.
    async deleteAll(refs) {
      const targets = refs.map(({ collection, id }) => (isValidDocumentId(id) ? ref(collection, id) : null));
      return db.runTransaction(
        async (tx) => {
          const present = await Promise.all(
            targets.map(async (target) => (target ? (await tx.get(target)).exists : false)),
          );
          targets.forEach((target, index) => {
            const gone = refs[index];
            if (!target || !gone || !present[index]) return;
            const tombstone = tombstoneOf(db, gone.collection, gone.id);
            tx.delete(target).set(tombstone.ref, tombstone.fields);
          });
          return present;
        },
        { maxAttempts: TRANSACTION_ATTEMPTS },
      );
    },

    watch(collection, listener, options) {
      const source = changeSourceOf(db, collection, async (id) => readVisible(await ref(collection, id).get()));
      const stop = watchFirestoreCollection(source, listener, { ...options, log, tuning: feedTuning });
      const stopOnce = () => {
        if (watchers.delete(stopOnce)) stop();
      };
      watchers.add(stopOnce);
      return stopOnce;
    },

    stopWatching() {
      for (const stop of [...watchers]) stop();
    },
  };
}
