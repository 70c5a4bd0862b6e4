/**
 * The marks the change feed (firestore-watch.ts) reads: every write stamps the hidden `_changedAt`
 * with Firestore's server time, and every deletion leaves a tombstone stamped the same way in
 * `_deletions/{collection}/documents/{id}` (a query of changes cannot see a document that is gone).
 * Here too are the "changed after T" queries on both that a feed follows.
 */
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type { ChangeQuery, ChangeSource } from './firestore-watch';
import type { CollectionName, DocumentData } from './port';

export const CHANGED_AT_FIELD = '_changedAt';

/** The field that stamps a write with the server's time of it. */
export const changeStamp = (): Record<string, FieldValue> => ({ [CHANGED_AT_FIELD]: FieldValue.serverTimestamp() });

/** Where deletions of a collection leave their tombstones. Only the server reads them. */
export const DELETIONS_COLLECTION = '_deletions';

const tombstonesOf = (db: Firestore, collection: CollectionName): CollectionReference =>
  db.collection(DELETIONS_COLLECTION).doc(collection).collection('documents');

/** The tombstone a deletion of `collection/id` writes beside it (in the same batch or transaction). */
export function tombstoneOf(
  db: Firestore,
  collection: CollectionName,
  id: string,
): { ref: DocumentReference; fields: Record<string, FieldValue> } {
  return { ref: tombstonesOf(db, collection).doc(id), fields: changeStamp() };
}

/** gRPC status Firestore answers when a write's precondition fails. */
const FAILED_PRECONDITION = 9;

const hasCode = (error: unknown, code: number): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** Tombstones deleted per query (Firestore's batches take at most 500 writes). */
const EXPIRED_PER_QUERY = 500;

/**
 * Deletes the tombstones stamped before `before`, of every collection; answers how many. Each goes
 * only if unchanged since it was read: one written again meanwhile (the same id deleted again)
 * is recent and stays.
 */
export async function expireTombstones(db: Firestore, before: Timestamp): Promise<number> {
  let expired = 0;
  // One parent document per collection that ever had a deletion (listed even though it holds no fields).
  for (const parent of await db.collection(DELETIONS_COLLECTION).listDocuments()) {
    const tombstones = parent.collection('documents');
    for (;;) {
      const old = await tombstones.where(CHANGED_AT_FIELD, '<', before).limit(EXPIRED_PER_QUERY).get();
      const writer = db.bulkWriter();
      const deleted = old.docs.map((doc) =>
        writer.delete(doc.ref, { lastUpdateTime: doc.updateTime }).then(
          () => 1,
          (error: unknown) => {
            if (hasCode(error, FAILED_PRECONDITION)) return 0;
            throw error;
          },
        ),
      );
      await writer.close();
      expired += (await Promise.all(deleted)).reduce((sum, one) => sum + one, 0);
      if (old.size < EXPIRED_PER_QUERY) break;
    }
  }
  return expired;
}

/** "Changed after T, oldest first" on a collection whose documents carry `_changedAt`. */
function changeQuery(collection: CollectionReference): ChangeQuery {
  return {
    async newestChangeReadTime() {
      const newest = await collection.orderBy(CHANGED_AT_FIELD, 'desc').limit(1).get();
      return newest.readTime;
    },
    listen: (after, limit, onNext, onError) =>
      collection.where(CHANGED_AT_FIELD, '>', after).orderBy(CHANGED_AT_FIELD).limit(limit).onSnapshot(onNext, onError),
    changedAt: (doc) => {
      const stamp = doc.data()[CHANGED_AT_FIELD];
      return stamp instanceof Timestamp ? stamp : null;
    },
  };
}

/** What a change feed of `collection` follows: its documents' stamps and its tombstones. */
export const changeSourceOf = (
  db: Firestore,
  collection: CollectionName,
  read: (id: string) => Promise<DocumentData | null>,
): ChangeSource => ({
  id: collection,
  documents: changeQuery(db.collection(collection)),
  deletions: changeQuery(tombstonesOf(db, collection)),
  read,
});
