/**
 * The change feed of one Firestore collection: onSnapshot, so every server instance sees documents
 * written through any other (a product added on one instance reaches every instance's product
 * stream).
 *
 * The first snapshot lists what already exists; it is skipped (the feed reports writes from now
 * on) and marks the feed ready. Later snapshots report added, modified and removed documents
 * (removed: data null). Like any
 * Firestore listener it reports the latest state: several quick writes to one document may arrive
 * as one change. If the listener fails for good (the SDK already retries passing faults), it is
 * opened again after a pause, and the first snapshot of the new one reports what changed since the
 * last snapshot seen, by Firestore's own update times, so nothing written meanwhile is lost
 * (a deletion meanwhile leaves no trace to report: consumers rebuild from storage now and then).
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { visibleData } from './firestore-values';
import type { DocumentChange, WatchOptions } from './port';

export type WatchLog = (message: string, error: unknown) => void;

/** The parts of Firestore's CollectionReference and QuerySnapshot the feed uses. */
interface WatchedDocument {
  id: string;
  updateTime: Timestamp;
  data(): Record<string, unknown>;
}
export interface WatchedSnapshot {
  docs: WatchedDocument[];
  readTime: Timestamp;
  docChanges(): Array<{ type: 'added' | 'modified' | 'removed'; doc: WatchedDocument }>;
}
export interface WatchedCollection {
  id: string;
  onSnapshot(onNext: (snapshot: WatchedSnapshot) => void, onError: (error: Error) => void): () => void;
}

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30000;

const after = (time: Timestamp, since: Timestamp): boolean =>
  time.seconds > since.seconds || (time.seconds === since.seconds && time.nanoseconds > since.nanoseconds);

export function watchFirestoreCollection(
  collection: WatchedCollection,
  listener: (change: DocumentChange) => void,
  { onReady, log }: WatchOptions & { log: WatchLog },
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RETRY_MIN_MS;
  /** Read time of the last snapshot delivered; null until the first one. */
  let lastReadTime: Timestamp | null = null;

  const deliver = (change: DocumentChange) => {
    try {
      listener(change);
    } catch (error) {
      // One failing consumer must not end the feed for the others.
      log(`storage: a ${collection.id} change listener failed`, error);
    }
  };

  const handleSnapshot = (snapshot: WatchedSnapshot, first: boolean) => {
    retryDelay = RETRY_MIN_MS;
    if (first) {
      const since = lastReadTime;
      if (since) {
        for (const doc of snapshot.docs) {
          if (after(doc.updateTime, since)) deliver({ id: doc.id, data: visibleData(doc.data()) });
        }
      } else {
        onReady?.();
      }
    } else {
      for (const change of snapshot.docChanges()) {
        deliver({ id: change.doc.id, data: change.type === 'removed' ? null : visibleData(change.doc.data()) });
      }
    }
    lastReadTime = snapshot.readTime;
  };

  const subscribe = () => {
    retryTimer = null;
    if (stopped) return;
    let first = true;
    const handle = (snapshot: WatchedSnapshot) => {
      handleSnapshot(snapshot, first);
      first = false;
    };
    unsubscribe = collection.onSnapshot(handle, (error) => {
      unsubscribe = null;
      if (stopped) return;
      log(`storage: the ${collection.id} change feed stopped; reopening in ${retryDelay} ms`, error);
      retryTimer = setTimeout(subscribe, retryDelay);
      retryTimer.unref();
      retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
    });
  };

  subscribe();

  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    unsubscribe?.();
    unsubscribe = null;
  };
}
