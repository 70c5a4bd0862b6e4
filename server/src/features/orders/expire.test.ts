import type { DocumentData, DocumentStore } from '../../storage/port';
import { eventually } from '../../storage/testing/contract-context';
import { startOrderExpiry } from './expire';
import type { JobLog } from './periodic';

const silent: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

/** The sweep's lease document, kept in memory (one instance: it always holds the lease). */
function leaseStore(): DocumentStore['mutate'] {
  const stored = new Map<string, DocumentData>();
  return async (collection, id, change) => {
    const key = `${collection}/${id}`;
    const next = change(stored.get(key) ?? null);
    if (next !== undefined) stored.set(key, next);
    return stored.get(key) ?? null;
  };
}

/** A store whose order queries are counted: each sweep makes one (and never lists the orders). */
function countingStore() {
  const counter = { sweeps: 0 };
  const query: DocumentStore['query'] = async () => {
    counter.sweeps += 1;
    return [];
  };
  const count: DocumentStore['count'] = async () => 0;
  const list: DocumentStore['list'] = async () => {
    throw new Error('the sweep must not read every order');
  };
  return { counter, docs: { query, count, list, mutate: leaseStore() } as unknown as DocumentStore };
}

describe('the expiry sweep timer', () => {
  it('sweeps at once and then every interval, and not after it is stopped', async () => {
    const { counter, docs } = countingStore();
    const stop = startOrderExpiry(docs, { intervalMs: 10, log: silent });
    // The first sweep starts at once.
    await new Promise((resolve) => setImmediate(resolve));
    expect(counter.sweeps).toBe(1);
    // Timers run late on a busy machine: wait for the sweeps rather than for a fixed time.
    await eventually(() => expect(counter.sweeps).toBeGreaterThanOrEqual(3), 10_000);
    await stop();
    const afterStop = counter.sweeps;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(counter.sweeps).toBe(afterStop);
  });

  it('logs a failed sweep instead of throwing, and keeps going', async () => {
    const errors: object[] = [];
    let calls = 0;
    const docs = {
      count: async () => 0,
      mutate: leaseStore(),
      query: async () => {
        calls += 1;
        throw new Error('store down');
      },
    } as unknown as DocumentStore;
    const stop = startOrderExpiry(docs, {
      intervalMs: 10,
      log: { ...silent, error: (details) => errors.push(details) },
    });
    await eventually(() => expect(calls).toBeGreaterThanOrEqual(2), 10_000);
    await stop();
    expect(errors.length).toBe(calls);
  });
});
