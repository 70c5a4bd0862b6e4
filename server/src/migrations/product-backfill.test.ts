/** The product migrations' shared walk, on both adapters: pages, cursor, stop, and a write made meanwhile. */
import type { DocumentStore } from '../storage/port';
import { ADAPTERS, storeForEachTest } from '../storage/testing/harnesses';
import { backfillEveryProduct, type ProductBackfill } from './product-backfill';

const withColour: ProductBackfill = {
  lacks: (stored) => typeof stored.colour !== 'string',
  fill: (id, stored) => (id === 'skip' ? undefined : { ...stored, colour: 'teak' }),
};

describe.each(ADAPTERS)('backfillEveryProduct on %s', (_kind, makeHarness) => {
  const store = storeForEachTest(makeHarness);
  let docs: DocumentStore;
  beforeEach(async () => {
    docs = store().storage.docs;
    await docs.put('products', 'a', { name: 'A' });
    await docs.put('products', 'b', { name: 'B', colour: 'walnut' });
    await docs.put('products', 'c', { name: 'C' });
    await docs.put('products', 'd', { name: 'D' });
    await docs.put('products', 'skip', { name: 'Skip' });
  });

  const colours = async (): Promise<Record<string, unknown>> => {
    const all = await docs.list('products');
    return Object.fromEntries(all.map(({ id, data }) => [id, data.colour ?? null]));
  };

  it('fills every product that lacks the field, page by page, saving the cursor after each page', async () => {
    const saved: string[] = [];
    const progress = { cursor: null, save: async (cursor: string) => void saved.push(cursor), stopped: () => false };
    expect(await backfillEveryProduct(docs, progress, withColour, 2)).toBe('done');
    expect(saved).toEqual(['b', 'd', 'skip']);
    expect(await colours()).toEqual({ a: 'teak', b: 'walnut', c: 'teak', d: 'teak', skip: null });
    expect(await docs.get('products', 'a')).toEqual({ name: 'A', colour: 'teak' });
  });

  it('goes on from the saved cursor, and stops between pages when asked', async () => {
    let pagesSaved = 0;
    const stopAfterOnePage = {
      cursor: 'b',
      save: async () => void (pagesSaved += 1),
      stopped: () => pagesSaved >= 1,
    };
    expect(await backfillEveryProduct(docs, stopAfterOnePage, withColour, 2)).toBe('stopped');
    expect(await colours()).toEqual({ a: null, b: 'walnut', c: 'teak', d: 'teak', skip: null });
  });

  it('leaves a product that got the field after its page was read', async () => {
    // The repository writes `c` between the page's read and the migration's write.
    let scans = 0;
    const writtenMeanwhile: DocumentStore = {
      ...docs,
      scan: async (collection, options) => {
        const page = await docs.scan(collection, options);
        scans += 1;
        if (scans === 1) await docs.put('products', 'c', { name: 'C', colour: 'rosewood' });
        return page;
      },
    };
    const progress = { cursor: null, save: async () => undefined, stopped: () => false };
    expect(await backfillEveryProduct(writtenMeanwhile, progress, withColour)).toBe('done');
    expect(await colours()).toEqual({ a: 'teak', b: 'walnut', c: 'rosewood', d: 'teak', skip: null });
  });
});
