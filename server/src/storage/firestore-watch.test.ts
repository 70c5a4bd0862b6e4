/** The Firestore change feed's own logic, on a scripted collection: skip, report, reopen, catch up. */
import { Timestamp } from 'firebase-admin/firestore';
import { CREATED_AT_FIELD } from './firestore-values';
import { watchFirestoreCollection, type WatchedCollection, type WatchedSnapshot } from './firestore-watch';
import type { DocumentChange } from './port';

const at = (seconds: number) => new Timestamp(seconds, 0);
const doc = (id: string, name: string, updated: number) => ({
  id,
  updateTime: at(updated),
  data: () => ({ name, [CREATED_AT_FIELD]: at(1) }),
});
type Doc = ReturnType<typeof doc>;

function snapshot(
  readTime: number,
  docs: Doc[],
  changes: Array<['added' | 'modified' | 'removed', Doc]> = [],
): WatchedSnapshot {
  return { docs, readTime: at(readTime), docChanges: () => changes.map(([type, changed]) => ({ type, doc: changed })) };
}

/** A collection whose listeners the test drives by hand. */
function scriptedCollection() {
  const listeners: Array<{ next: (s: WatchedSnapshot) => void; fail: (e: Error) => void; open: boolean }> = [];
  const collection: WatchedCollection = {
    id: 'products',
    onSnapshot: (next, fail) => {
      const listener = { next, fail, open: true };
      listeners.push(listener);
      return () => {
        listener.open = false;
      };
    },
  };
  const latest = () => {
    const last = listeners[listeners.length - 1];
    if (!last) throw new Error('the feed has not subscribed');
    return last;
  };
  return { collection, listeners, latest };
}

describe('Firestore change feed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('skips what exists, reports additions, modifications and removals, reopens after a failure and catches up', () => {
    const { collection, listeners, latest } = scriptedCollection();
    const seen: DocumentChange[] = [];
    const log = jest.fn();
    const onReady = jest.fn();
    const stop = watchFirestoreCollection(collection, (change) => seen.push(change), { onReady, log });

    latest().next(snapshot(10, [doc('p0', 'old', 5)]));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);

    const bench = doc('p1', 'Bench', 11);
    latest().next(
      snapshot(
        11,
        [doc('p0', 'old', 5), bench],
        [
          ['added', bench],
          ['removed', doc('p9', 'gone', 11)],
        ],
      ),
    );
    expect(seen).toEqual([
      { id: 'p1', data: { name: 'Bench' } },
      { id: 'p9', data: null },
    ]);
    seen.splice(1);

    latest().fail(new Error('stream broken'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('reopening in 1000 ms'), expect.any(Error));
    jest.advanceTimersByTime(1000);
    expect(listeners).toHaveLength(2);

    // Written while the feed was down: p2 new, p1 changed; p0 untouched since before.
    latest().next(snapshot(20, [doc('p0', 'old', 5), doc('p1', 'Bench II', 15), doc('p2', 'Stool', 18)]));
    expect(seen.slice(1)).toEqual([
      { id: 'p1', data: { name: 'Bench II' } },
      { id: 'p2', data: { name: 'Stool' } },
    ]);
    expect(onReady).toHaveBeenCalledTimes(1);

    stop();
    expect(latest().open).toBe(false);
  });

  it('waits longer after each failure, and a stopped feed never reopens', () => {
    const { collection, listeners, latest } = scriptedCollection();
    const log = jest.fn();
    const stop = watchFirestoreCollection(collection, () => undefined, { log });
    latest().fail(new Error('1'));
    jest.advanceTimersByTime(1000);
    latest().fail(new Error('2'));
    jest.advanceTimersByTime(1999);
    expect(listeners).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(listeners).toHaveLength(3);
    latest().fail(new Error('3'));
    stop();
    jest.advanceTimersByTime(60000);
    expect(listeners).toHaveLength(3);
  });

  it('a listener that throws is logged and the feed goes on', () => {
    const { collection, latest } = scriptedCollection();
    const log = jest.fn();
    const seen: string[] = [];
    watchFirestoreCollection(
      collection,
      ({ id }) => {
        if (id === 'bad') throw new Error('consumer bug');
        seen.push(id);
      },
      { log },
    );
    latest().next(snapshot(1, []));
    const bad = doc('bad', 'x', 2);
    const good = doc('good', 'y', 2);
    latest().next(
      snapshot(
        2,
        [bad, good],
        [
          ['added', bad],
          ['added', good],
        ],
      ),
    );
    expect(seen).toEqual(['good']);
    expect(log).toHaveBeenCalledWith('storage: a products change listener failed', expect.any(Error));
  });
});
