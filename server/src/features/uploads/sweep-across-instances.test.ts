/**
 * Three server instances on one store, sharing one uploads folder, sweep it as one: the sweep runs
 * on the instance holding its lease, so each unused file is looked up and removed by one instance,
 * and a lease given up is taken over by another.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentStore } from '../../storage/port';
import type { StorageHarness, StorageUnderTest } from '../../storage/testing/contract-context';
import { makeTempDir } from '../../test/temp-dir';
import type { JobLog } from '../orders/periodic';
import { ADAPTERS } from '../../storage/testing/harnesses';
import { until } from '../payment/test-support';
import { UPLOAD_SWEEP_JOB, startUploadSweep } from './sweep';
import { openUploadStore } from './upload-store';

jest.setTimeout(90_000);

const HOUR = 60 * 60 * 1000;
const name = (digit: string) => `${digit.repeat(32)}.png`;

interface Removal {
  instance: number;
  removed: number;
}

/** A job log keeping, per instance, what each sweep reported removing; warnings and errors kept apart. */
function sweepLog(instance: number, removals: Removal[], problems: string[]): JobLog {
  return {
    info: (details, message) => {
      if (message === 'removed unused uploads' && 'removed' in details && typeof details.removed === 'number')
        removals.push({ instance, removed: details.removed });
    },
    warn: (_details, message) => problems.push(message),
    error: (_details, message) => problems.push(message),
    debug: () => undefined,
  };
}

/** `docs` that counts the uploads records this instance read (one per file it looked up). */
function countingLookups(docs: DocumentStore, lookups: number[], instance: number): DocumentStore {
  return {
    ...docs,
    get: (collection, id) => {
      if (collection === 'uploads') lookups[instance] = (lookups[instance] ?? 0) + 1;
      return docs.get(collection, id);
    },
  };
}

describe.each(ADAPTERS)('the uploads sweep on three instances of %s', (_kind, makeHarness) => {
  const harness: StorageHarness = makeHarness();
  beforeAll(async () => {
    await harness.setUp?.();
  });
  let underTest: StorageUnderTest;
  let folder: ReturnType<typeof makeTempDir>;
  const stops: Array<() => Promise<void>> = [];
  beforeEach(async () => {
    underTest = await harness.open();
    folder = makeTempDir('sweep-instances');
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    await underTest.dispose();
    folder.remove();
  });

  const putOld = (file: string) => {
    const at = path.join(folder.dir, file);
    fs.writeFileSync(at, Buffer.alloc(10));
    const old = new Date(Date.now() - 48 * HOUR);
    fs.utimesSync(at, old, old);
  };

  it('each unused file is looked up and removed by one instance; a released lease is taken over', async () => {
    const unused = [name('a'), name('b'), name('c'), name('d')];
    unused.forEach(putOld);
    const lookups = [0, 0, 0];
    const removals: Removal[] = [];
    const problems: string[] = [];
    const instances = [
      underTest.storage.docs,
      (await underTest.openAnother()).docs,
      (await underTest.openAnother()).docs,
    ];
    const stopEach = await Promise.all(
      instances.map(async (docs, instance) =>
        startUploadSweep(
          {
            store: await openUploadStore(folder.dir, 1024 * 1024),
            docs: countingLookups(docs, lookups, instance),
            graceMs: 24 * HOUR,
            intervalMs: 50,
          },
          sweepLog(instance, removals, problems),
        ),
      ),
    );
    stops.push(...stopEach);
    await until(async () => fs.readdirSync(folder.dir).length === 0, 'every unused upload is removed');
    // Some more runs of every instance: nothing is looked up or removed twice.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(removals.map(({ removed }) => removed)).toEqual([unused.length]);
    const [first] = removals;
    const holder = first?.instance ?? -1;
    expect(lookups.map((count, instance) => (instance === holder ? count : 0))).toEqual(lookups);
    expect(lookups[holder]).toBe(unused.length);
    const holderLease = await underTest.storage.docs.get('leases', UPLOAD_SWEEP_JOB);

    // The holder stops: its lease is released, and another instance sweeps the next unused file.
    await stopEach[holder]?.();
    putOld(name('e'));
    await until(async () => fs.readdirSync(folder.dir).length === 0, 'another instance takes the sweep over');
    expect(removals.slice(1).map(({ removed }) => removed)).toEqual([1]);
    expect(removals[1]?.instance).not.toBe(holder);
    expect((await underTest.storage.docs.get('leases', UPLOAD_SWEEP_JOB))?.owner).not.toBe(holderLease?.owner);
    expect(problems).toEqual([]);
  });
});
