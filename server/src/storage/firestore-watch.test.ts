/**
 * The Firestore change feed's own logic, on scripted queries: where it starts, what it reports,
 * when it opens its listener again and from where, deletions, failures.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  watchFirestoreCollection,
  type ChangeQuery,
  type ChangeSnapshot,
  type ChangedDocument,
  type FeedTuning,
} from './firestore-watch';
import type { DocumentChange, DocumentData } from './port';

const at = (seconds: number) => new Timestamp(seconds, 0);
const MARGIN_S = 2;
const TUNING: FeedTuning = { marginMs: MARGIN_S * 1000, reopenAt: 3, limit: 4, maxLimit: 8 };

/** A document changed at `changed` (its `_changedAt`) and committed at `updated`. */
const doc = (id: string, name: string, updated: number, changed = updated): ChangedDocument & { changed: number } => ({
  id,
  changed,
  updateTime: at(updated),
  data: () => ({ name, _changedAt: at(changed), _createdAt: at(1) }),
});
type Doc = ReturnType<typeof doc>;

function snapshot(
  readTime: number,
  docs: Doc[],
  changes: Array<['added' | 'modified' | 'removed', Doc]> = [],
): ChangeSnapshot {
  return {
    size: docs.length,
    docs,
    readTime: at(readTime),
    docChanges: () => changes.map(([type, changed]) => ({ type, doc: changed })),
  };
}

interface Listener {
  after: number;
  limit: number;
  next: (snapshot: ChangeSnapshot) => void;
  fail: (error: Error) => void;
  open: boolean;
}

/** A ChangeQuery whose start and listeners the test drives by hand. */
function scriptedQuery(startReadTime: number) {
  const listeners: Listener[] = [];
  let starts = 0;
  const query: ChangeQuery = {
    newestChangeReadTime: async () => {
      starts += 1;
      return at(startReadTime);
    },
    listen: (after, limit, next, fail) => {
      const listener: Listener = { after: after.seconds, limit, next, fail, open: true };
      listeners.push(listener);
      return () => {
        listener.open = false;
      };
    },
    changedAt: (changed) => {
      const stamp = changed.data()._changedAt;
      return stamp instanceof Timestamp ? stamp : null;
    },
  };
  const latest = () => {
    const last = listeners[listeners.length - 1];
    if (!last) throw new Error('the feed has not listened');
    return last;
  };
  return { query, listeners, latest, starts: () => starts };
}

/** Lets the feed's queued reports (and its start) run. */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

function feed(stored: Map<string, DocumentData> = new Map()) {
  const documents = scriptedQuery(10);
  const deletions = scriptedQuery(10);
  const seen: DocumentChange[] = [];
  const log = jest.fn();
  const onReady = jest.fn();
  const reads: string[] = [];
  const stop = watchFirestoreCollection(
    {
      id: 'products',
      documents: documents.query,
      deletions: deletions.query,
      read: async (id) => {
        reads.push(id);
        return stored.get(id) ?? null;
      },
    },
    (change) => seen.push(change),
    { onReady, log, tuning: TUNING },
  );
  return { documents, deletions, seen, log, onReady, reads, stop };
}

describe('Firestore change feed', () => {
  it('starts at the read time of the newest change, reads only what changed after it, and reports from there', async () => {
    const { documents, deletions, seen, onReady, stop } = feed();
    await settle();
    expect(documents.starts()).toBe(1);
    // It looks the margin further back, for writes committed after their `_changedAt`.
    expect(documents.latest()).toMatchObject({ after: 10 - MARGIN_S, limit: 4 });

    // p0 committed before the start: in the window, not reported.
    documents.latest().next(snapshot(11, [doc('p0', 'old', 9), doc('p1', 'Bench', 11, 9)]));
    await settle();
    expect(seen).toEqual([{ id: 'p1', data: { name: 'Bench' } }]);
    expect(onReady).not.toHaveBeenCalled();
    deletions.latest().next(snapshot(11, []));
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);

    const stool = doc('p2', 'Stool', 12);
    documents.latest().next(snapshot(12, [doc('p0', 'old', 9), doc('p1', 'Bench', 11, 9), stool], [['added', stool]]));
    await settle();
    expect(seen.slice(1)).toEqual([{ id: 'p2', data: { name: 'Stool' } }]);
    stop();
    expect(documents.latest().open).toBe(false);
    expect(deletions.latest().open).toBe(false);
  });

  it('opens the listener again from the latest read time once its window has grown, without reporting twice', async () => {
    const { documents, seen } = feed();
    await settle();
    documents.latest().next(snapshot(10, []));
    const changes = [doc('a', 'A', 11), doc('b', 'B', 12), doc('c', 'C', 13)];
    documents.latest().next(
      snapshot(
        13,
        changes,
        changes.map((changed) => ['added', changed]),
      ),
    );
    expect(documents.listeners).toHaveLength(2);
    expect(documents.listeners[0]?.open).toBe(false);
    expect(documents.latest()).toMatchObject({ after: 13 - MARGIN_S, limit: 4 });
    // The new window holds what changed within the margin: only d is new.
    documents.latest().next(snapshot(15, [doc('b', 'B', 12), doc('c', 'C', 13), doc('d', 'D', 14)]));
    await settle();
    expect(seen.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a window that fills its limit opens again with a larger one, then from the newest change it saw', async () => {
    const { documents, seen } = feed();
    await settle();
    const burst = [1, 2, 3, 4].map((n) => doc(`p${n}`, `P${n}`, 10 + n));
    documents.latest().next(snapshot(20, burst));
    // Not complete up to its read time: the same start, twice the limit.
    expect(documents.latest()).toMatchObject({ after: 10 - MARGIN_S, limit: 8 });
    const more = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => doc(`p${n}`, `P${n}`, 10 + n));
    documents.latest().next(snapshot(21, more));
    // At the largest limit it moves on from the newest change seen, less the margin.
    expect(documents.latest()).toMatchObject({ after: 18 - MARGIN_S, limit: 8 });
    documents.latest().next(snapshot(22, [doc('p8', 'P8', 18), doc('p9', 'P9', 19)]));
    await settle();
    // Some reported twice, none lost.
    expect(new Set(seen.map(({ id }) => id))).toEqual(new Set(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8', 'p9']));
  });

  it('reports a deletion once, after reading the document: gone, or there again when re-created meanwhile', async () => {
    const stored = new Map<string, DocumentData>();
    const { documents, deletions, seen, reads } = feed(stored);
    await settle();
    const bench = doc('p1', 'Bench', 9);
    documents.latest().next(snapshot(10, [bench]));
    deletions.latest().next(snapshot(10, []));
    // The window and the tombstone both tell of p1's deletion.
    documents.latest().next(snapshot(11, [], [['removed', bench]]));
    deletions.latest().next(snapshot(11, [doc('p1', '', 11)], [['added', doc('p1', '', 11)]]));
    await settle();
    expect(seen).toEqual([{ id: 'p1', data: null }]);
    expect(reads).toEqual(['p1', 'p1']);

    // p2's tombstone arrives after p2 was created again: it reports p2 as it is.
    stored.set('p2', { name: 'Stool again' });
    deletions.latest().next(snapshot(12, [doc('p2', '', 12)], [['added', doc('p2', '', 12)]]));
    await settle();
    expect(seen.slice(1)).toEqual([{ id: 'p2', data: { name: 'Stool again' } }]);
  });

  describe('failures', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('reopens after a failure from where it was, waiting longer each time; a stopped feed never reopens', async () => {
      const { documents, seen, log, stop } = feed();
      await settle();
      documents.latest().next(snapshot(12, []));
      documents.latest().fail(new Error('stream broken'));
      expect(log).toHaveBeenCalledWith(expect.stringContaining('trying again in 1000 ms'), expect.any(Error));
      jest.advanceTimersByTime(1000);
      expect(documents.listeners).toHaveLength(2);
      expect(documents.latest().after).toBe(12 - MARGIN_S);
      // Written while the listener was down.
      documents.latest().next(snapshot(20, [doc('p1', 'Bench II', 15)]));
      await settle();
      expect(seen).toEqual([{ id: 'p1', data: { name: 'Bench II' } }]);

      documents.latest().fail(new Error('again'));
      jest.advanceTimersByTime(1000);
      expect(documents.listeners).toHaveLength(3);
      documents.latest().fail(new Error('and again'));
      jest.advanceTimersByTime(1999);
      expect(documents.listeners).toHaveLength(3);
      jest.advanceTimersByTime(1);
      expect(documents.listeners).toHaveLength(4);
      documents.latest().fail(new Error('once more'));
      stop();
      jest.advanceTimersByTime(60000);
      expect(documents.listeners).toHaveLength(4);
    });
  });

  it('a listener that throws is logged and the feed goes on', async () => {
    const documents = scriptedQuery(1);
    const deletions = scriptedQuery(1);
    const log = jest.fn();
    const seen: string[] = [];
    watchFirestoreCollection(
      { id: 'products', documents: documents.query, deletions: deletions.query, read: async () => null },
      ({ id }) => {
        if (id === 'bad') throw new Error('consumer bug');
        seen.push(id);
      },
      { log, tuning: TUNING },
    );
    await settle();
    documents.latest().next(snapshot(1, []));
    const bad = doc('bad', 'x', 2);
    const good = doc('good', 'y', 2);
    documents.latest().next(
      snapshot(
        2,
        [bad, good],
        [
          ['added', bad],
          ['added', good],
        ],
      ),
    );
    await settle();
    expect(seen).toEqual(['good']);
    expect(log).toHaveBeenCalledWith('storage: a products change listener failed', expect.any(Error));
  });
});
