/**
 * The change feed of one Firestore collection, so every server instance sees documents written
 * through any other (a product added on one instance reaches every instance's product stream),
 * without reading the collection: it listens only to the documents changed since a moment.
 *
 * Every write through the adapter stamps the hidden `_changedAt` with the server's time, and every
 * deletion leaves a tombstone (`_deletions/{collection}/documents/{id}`, stamped the same way).
 * The feed follows two queries, "changed after T, oldest first, at most N": one on the collection,
 * one on its tombstones. T starts at the read time of a one-document query of the newest change
 * (the start reads no more than that), and moves to the read time of the latest snapshot whenever
 * the listener's window (every document changed since T) has grown large: the listener is then
 * opened again from the new T, reading only what changed since.
 *
 * `_changedAt` is the time the server took the write, a little before its commit (tens of
 * milliseconds on the emulator; longer under lock contention), so a write committed after a read
 * time can carry an earlier `_changedAt`: each query looks `margin` further back, and its first
 * snapshot reports only documents whose commit time (`updateTime`) is after T. A snapshot that
 * fills its limit (a burst of writes) is not complete up to its read time: the listener is opened
 * again with a larger limit, and at the largest from the newest change it saw (minus the margin),
 * which may report a few documents twice but loses none.
 *
 * A deletion (a tombstone, or a document leaving the window) is reported after reading the
 * document again: it answers the order of a deletion and a re-creation of the same id, which the
 * two queries may report either way round. Reports go out one at a time, in order. A document
 * deleted outside the server (the console) leaves no tombstone: it is reported only when it was in
 * the window. Like any Firestore listener the feed reports the latest state: several quick writes
 * to one document may arrive as one change. If a listener fails for good (the SDK already retries
 * passing faults), it is opened again after a pause from the same T, so nothing written meanwhile
 * is lost.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { visibleData } from './firestore-values';
import type { DocumentChange, DocumentData, WatchOptions } from './port';

export type WatchLog = (message: string, error: unknown) => void;

/** The parts of Firestore's QueryDocumentSnapshot and QuerySnapshot the feed uses. */
export interface ChangedDocument {
  id: string;
  updateTime: Timestamp;
  data(): Record<string, unknown>;
}
export interface ChangeSnapshot {
  size: number;
  docs: ChangedDocument[];
  readTime: Timestamp;
  docChanges(): Array<{ type: 'added' | 'modified' | 'removed'; doc: ChangedDocument }>;
}

/** "The documents changed after a moment" on one collection (its documents, or its tombstones). */
export interface ChangeQuery {
  /** The read time of a query of the newest change (one document read). */
  newestChangeReadTime(): Promise<Timestamp>;
  /** Listens to the documents changed after `after`, oldest change first, at most `limit`. */
  listen(
    after: Timestamp,
    limit: number,
    onNext: (snapshot: ChangeSnapshot) => void,
    onError: (error: Error) => void,
  ): () => void;
  /** When a document of a snapshot was changed (its `_changedAt`), or null when it holds none. */
  changedAt(doc: ChangedDocument): Timestamp | null;
}

export interface ChangeSource {
  id: string;
  documents: ChangeQuery;
  deletions: ChangeQuery;
  /** The document as stored now, or null when there is none. */
  read(id: string): Promise<DocumentData | null>;
}

export interface FeedTuning {
  /** How far before T each query looks (the longest a write's commit may trail its `_changedAt`). */
  marginMs: number;
  /** A window this large is opened again from the latest read time. */
  reopenAt: number;
  /** The limit of a listener's query, doubled after a snapshot fills it, up to `maxLimit`. */
  limit: number;
  maxLimit: number;
}

export const FEED_TUNING: FeedTuning = { marginMs: 60_000, reopenAt: 500, limit: 1000, maxLimit: 16_000 };

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30000;

const after = (time: Timestamp, since: Timestamp): boolean =>
  time.seconds > since.seconds || (time.seconds === since.seconds && time.nanoseconds > since.nanoseconds);

const earlier = (time: Timestamp, ms: number): Timestamp => Timestamp.fromMillis(time.toMillis() - ms);

type Found = { kind: 'written'; doc: ChangedDocument } | { kind: 'maybe deleted'; id: string };

/**
 * Follows one ChangeQuery: calls `found` with each change after the start, and `ready` once its
 * first listener answered. Returns a function that stops it.
 */
function followChanges(
  query: ChangeQuery,
  found: (change: Found) => void,
  {
    name,
    ready,
    fail,
    tuning,
  }: { name: string; ready: () => void; fail: (message: string, error: unknown) => void; tuning: FeedTuning },
): () => void {
  let stopped = false;
  let unsubscribe: (() => void) | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelay = RETRY_MIN_MS;
  let wasReady = false;
  /** Every change committed up to here has been reported. Null until the start position is known. */
  let reportedUpTo: Timestamp | null = null;
  /** Where the next listener starts looking: the margin before reportedUpTo, or later after a burst. */
  let lookFrom: Timestamp | null = null;
  let limit = tuning.limit;

  const retry = (message: string, error: unknown, again: () => void) => {
    if (stopped) return;
    fail(`${message}; trying again in ${retryDelay} ms`, error);
    // Back off before listening again, so a Firestore outage is not hammered by every instance.
    retryTimer = setTimeout(again, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  const open = () => {
    retryTimer = null;
    if (stopped || !reportedUpTo || !lookFrom) return;
    const since = reportedUpTo;
    let first = true;
    let firstSize = 0;
    const listener = query.listen(
      lookFrom,
      limit,
      (snapshot) => {
        if (stopped) return;
        retryDelay = RETRY_MIN_MS;
        if (first) {
          first = false;
          firstSize = snapshot.size;
          // What changed before `since` was reported already (or predates the feed).
          for (const doc of snapshot.docs) if (after(doc.updateTime, since)) found({ kind: 'written', doc });
          if (!wasReady) {
            wasReady = true;
            ready();
          }
        } else {
          for (const { type, doc } of snapshot.docChanges()) {
            found(type === 'removed' ? { kind: 'maybe deleted', id: doc.id } : { kind: 'written', doc });
          }
        }
        const full = snapshot.size >= limit;
        if (full) {
          // The window holds only the oldest `limit` changes: not complete up to the read time.
          const newest = snapshot.docs[snapshot.docs.length - 1];
          const newestChange = newest ? query.changedAt(newest) : null;
          if (limit < tuning.maxLimit) limit = Math.min(limit * 2, tuning.maxLimit);
          else if (newestChange) lookFrom = earlier(newestChange, tuning.marginMs);
        } else {
          reportedUpTo = snapshot.readTime;
          lookFrom = earlier(snapshot.readTime, tuning.marginMs);
          if (snapshot.size < tuning.reopenAt) limit = tuning.limit;
        }
        // Reopen when the window has grown well past what opening it costs (its first snapshot).
        if (full || snapshot.size >= Math.max(tuning.reopenAt, 2 * firstSize)) {
          listener();
          if (unsubscribe === listener) unsubscribe = null;
          open();
        }
      },
      (error) => {
        if (unsubscribe === listener) unsubscribe = null;
        retry(`the ${name} listener stopped`, error, open);
      },
    );
    unsubscribe = listener;
  };

  const start = () => {
    retryTimer = null;
    if (stopped) return;
    query.newestChangeReadTime().then(
      (readTime) => {
        reportedUpTo = readTime;
        lookFrom = earlier(readTime, tuning.marginMs);
        open();
      },
      (error: unknown) => retry(`the ${name} listener could not find where to start`, error, start),
    );
  };

  start();

  return () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    unsubscribe?.();
    unsubscribe = null;
  };
}

export function watchFirestoreCollection(
  source: ChangeSource,
  listener: (change: DocumentChange) => void,
  { onReady, log, tuning = FEED_TUNING }: WatchOptions & { log: WatchLog; tuning?: FeedTuning },
): () => void {
  let stopped = false;
  /** Reports go out in order; a possible deletion waits for its read. */
  let queue: Promise<void> = Promise.resolve();
  /** Ids last reported deleted: a tombstone and the window may both tell of one deletion. */
  const reportedDeleted = new Set<string>();

  const deliver = (change: DocumentChange) => {
    if (stopped) return;
    if (change.data === null) {
      if (reportedDeleted.has(change.id)) return;
      reportedDeleted.add(change.id);
    } else reportedDeleted.delete(change.id);
    try {
      listener(change);
    } catch (error) {
      // One failing consumer must not end the feed for the others.
      log(`storage: a ${source.id} change listener failed`, error);
    }
  };

  const readAndDeliver = async (id: string, attempt = 1): Promise<void> => {
    try {
      deliver({ id, data: await source.read(id) });
    } catch (error) {
      if (stopped || attempt >= 5) {
        log(`storage: could not read ${source.id}/${id} after its deletion was reported`, error);
        return;
      }
      // A growing pause between reads of a document whose deletion was reported: the read may race the commit.
      await new Promise((resolve) => setTimeout(resolve, RETRY_MIN_MS * attempt).unref());
      await readAndDeliver(id, attempt + 1);
    }
  };

  const enqueue = (change: Found) => {
    queue = queue.then(() =>
      change.kind === 'written'
        ? deliver({ id: change.doc.id, data: visibleData(change.doc.data()) })
        : readAndDeliver(change.id),
    );
  };

  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    // After what the first snapshots reported.
    if (waiting === 0) queue = queue.then(() => (stopped ? undefined : onReady?.()));
  };
  const fail = (message: string, error: unknown) => log(`storage: ${source.id}: ${message}`, error);

  const stopDocuments = followChanges(source.documents, enqueue, { name: 'documents', ready, fail, tuning });
  // A tombstone written (or written again) tells of a deletion; one leaving the window (expired) does not.
  const stopDeletions = followChanges(
    source.deletions,
    (change) => {
      if (change.kind === 'written') enqueue({ kind: 'maybe deleted', id: change.doc.id });
    },
    { name: 'deletions', ready, fail, tuning },
  );

  return () => {
    stopped = true;
    stopDocuments();
    stopDeletions();
  };
}
