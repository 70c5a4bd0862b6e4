/**
 * The migration runner on both storage adapters: once, in order, recorded; resumed from its cursor
 * after a stop or a crash; one instance at a time; a failure recorded and retried.
 */
import type { DocumentStore } from '../storage/port';
import { ADAPTERS, storeForEachTest } from '../storage/testing/harnesses';
import { runMigrations, type Migration, type MigrationLog } from './runner';

const silent: MigrationLog = { info: () => undefined, error: () => undefined };
const ITEMS = ['i1', 'i2', 'i3', 'i4', 'i5'];

/** A migration that marks every wishlist, one per step, recording each write it makes. */
function marking(id: string, writes: string[], { failFirst = false } = {}): Migration {
  let failed = !failFirst;
  return {
    id,
    description: `marks every wishlist (${id})`,
    async run(docs, { cursor, save, stopped }) {
      let after = cursor ?? undefined;
      for (;;) {
        if (stopped()) return 'stopped';
        const [next] = await docs.scan('wishlists', { after, limit: 1 });
        if (!next) return 'done';
        if (!failed) {
          failed = true;
          throw new Error('the store went away');
        }
        writes.push(`${id}:${next.id}`);
        await docs.mutate('wishlists', next.id, (doc) => (doc ? { ...doc, [id]: true } : undefined));
        after = next.id;
        await save(after);
      }
    },
  };
}

describe.each(ADAPTERS)('migrations on %s', (_kind, makeHarness) => {
  const store = storeForEachTest(makeHarness);
  let docs: DocumentStore;
  beforeEach(async () => {
    docs = store().storage.docs;
    for (const id of ITEMS) await docs.put('wishlists', id, { items: [] });
  });

  it('runs each migration once, in order, and records it; the next start finds them done', async () => {
    const writes: string[] = [];
    const migrations = [marking('0001-a', writes), marking('0002-b', writes)];
    expect(await runMigrations(docs, migrations, { log: silent })).toEqual({ '0001-a': 'done', '0002-b': 'done' });
    expect(writes).toEqual([...ITEMS.map((item) => `0001-a:${item}`), ...ITEMS.map((item) => `0002-b:${item}`)]);
    expect(await docs.get('migrations', '0001-a')).toEqual({
      description: 'marks every wishlist (0001-a)',
      state: 'done',
      cursor: 'i5',
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect(await runMigrations(docs, migrations, { log: silent })).toEqual({
      '0001-a': 'already done',
      '0002-b': 'already done',
    });
    expect(writes).toHaveLength(10);
  });

  it('a stopped run goes on from its saved cursor at the next start, and later migrations wait for it', async () => {
    const writes: string[] = [];
    const migrations = [marking('0001-a', writes), marking('0002-b', writes)];
    const stopAfterTwo = () => writes.length >= 2;
    expect(await runMigrations(docs, migrations, { log: silent, stopped: stopAfterTwo })).toEqual({
      '0001-a': 'stopped',
    });
    expect(await docs.get('migrations', '0001-a')).toMatchObject({ state: 'running', cursor: 'i2' });
    expect(await runMigrations(docs, migrations, { log: silent })).toEqual({ '0001-a': 'done', '0002-b': 'done' });
    expect(writes.filter((write) => write.startsWith('0001-a'))).toEqual(ITEMS.map((item) => `0001-a:${item}`));
  });

  it("a crashed instance's migration is taken over from its cursor once its lease ran out; a live holder is waited for", async () => {
    const writes: string[] = [];
    const past = new Date(Date.now() - 1000).toISOString();
    await docs.put('migrations', '0001-a', { state: 'running', owner: 'crashed', leaseUntil: past, cursor: 'i3' });
    expect(await runMigrations(docs, [marking('0001-a', writes)], { log: silent })).toEqual({ '0001-a': 'done' });
    expect(writes).toEqual(['0001-a:i4', '0001-a:i5']);

    // Another instance is working on 0002-b: this one waits, then finds it done and goes on.
    const future = new Date(Date.now() + 60_000).toISOString();
    await docs.put('migrations', '0002-b', { state: 'running', owner: 'alive', leaseUntil: future, cursor: null });
    let polls = 0;
    const waiting = runMigrations(
      docs,
      [marking('0001-a', writes), marking('0002-b', writes), marking('0003-c', writes)],
      {
        log: silent,
        pollMs: 20,
        now: () => {
          polls += 1;
          return Date.now();
        },
      },
    );
    while (polls < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writes.some((write) => write.startsWith('0002-b') || write.startsWith('0003-c'))).toBe(false);
    await docs.put('migrations', '0002-b', { state: 'done' });
    expect(await waiting).toEqual({ '0001-a': 'already done', '0002-b': 'already done', '0003-c': 'done' });
  });

  it('two instances starting at once run a migration once', async () => {
    const writes: string[] = [];
    const other = (await store().openAnother()).docs;
    const migrations = [marking('0001-a', writes)];
    const outcomes = await Promise.all([
      runMigrations(docs, migrations, { log: silent, pollMs: 20 }),
      runMigrations(other, migrations, { log: silent, pollMs: 20 }),
    ]);
    expect(outcomes.map((outcome) => outcome['0001-a']).sort()).toEqual(['already done', 'done']);
    expect(writes).toEqual(ITEMS.map((item) => `0001-a:${item}`));
  });

  it('a failure is recorded and tried again at the next start; later migrations wait for it', async () => {
    const writes: string[] = [];
    const errors: object[] = [];
    const migrations = [marking('0001-a', writes, { failFirst: true }), marking('0002-b', writes)];
    const log: MigrationLog = { info: () => undefined, error: (details) => errors.push(details) };
    expect(await runMigrations(docs, migrations, { log })).toEqual({ '0001-a': 'failed' });
    expect(errors).toEqual([expect.objectContaining({ migration: '0001-a' })]);
    expect(await docs.get('migrations', '0001-a')).toMatchObject({
      state: 'running',
      error: 'the store went away',
      failedAt: expect.any(String),
    });
    expect(await runMigrations(docs, migrations, { log })).toEqual({ '0001-a': 'done', '0002-b': 'done' });
    expect(await docs.get('migrations', '0001-a')).not.toHaveProperty('error');
    expect(writes).toHaveLength(10);
  });
});
