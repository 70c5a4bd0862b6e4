/**
 * DocumentStore.query's `startAfter` on Firestore: an ordered query that starts after a cursor (the
 * order field's value and the document id of the last document of the page before), so a deep list
 * is read a page at a time, each page billed as the documents it holds (an `offset` bills the
 * skipped ones too).
 *
 * Kept apart from firestore-documents.ts, whose query() knows no cursor: openFirestoreStorage
 * answers cursor queries here and passes every other query on. The filters and order are built the
 * same way (ties by document id in the order's direction, as the composite indexes end).
 */
import { FieldPath, type Firestore, type Query } from 'firebase-admin/firestore';
import { visibleData } from './firestore-values';
import type { DocumentStore } from './port';
import { checkQuery } from './query';

/** `store` whose query() also pages by `startAfter`. */
export function withCursorPages<Store extends DocumentStore>(db: Firestore, store: Store): Store {
  return {
    ...store,
    async query(collection, query) {
      const { where = [], orderBy, limit, startAfter } = query;
      if (!startAfter || !orderBy) return store.query(collection, query);
      checkQuery(collection, query);
      let built: Query = where.reduce<Query>(
        // Arrays copied: the client wants mutable ones.
        (filtered, [field, op, value]) => filtered.where(field, op, Array.isArray(value) ? [...value] : value),
        db.collection(collection),
      );
      built = built
        .orderBy(orderBy.field, orderBy.direction)
        .orderBy(FieldPath.documentId(), orderBy.direction)
        .startAfter(startAfter.value, startAfter.id);
      const snapshot = await (limit === undefined ? built : built.limit(limit)).get();
      return snapshot.docs.map((doc) => ({ id: doc.id, data: visibleData(doc.data()) }));
    },
  };
}
