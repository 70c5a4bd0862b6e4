/** Contract of watch(): the change feed behind live views such as the product stream. */
import type { CollectionName, DocumentChange, DocumentStore } from '../port';
import { eventually, type ContractContext } from './contract-context';

/** Starts a feed and resolves, with its stop function, once it is listening. */
async function listen(docs: DocumentStore, collection: CollectionName, onChange: (change: DocumentChange) => void) {
  let stop: () => void = () => undefined;
  await new Promise<void>((ready) => {
    stop = docs.watch(collection, onChange, { onReady: ready });
  });
  return stop;
}

/** A listening feed that records `id:productName` of each change. */
async function record(docs: DocumentStore, collection: CollectionName) {
  const seen: string[] = [];
  const stop = await listen(docs, collection, ({ id, data }) =>
    seen.push(`${id}:${data ? String(data.productName) : 'deleted'}`),
  );
  return { seen, stop };
}

export function watchContract({ capabilities, current }: ContractContext): void {
  describe('watch', () => {
    it('reports documents written from now on in the watched collection, as stored, until stopped', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'p0', { productName: 'before the feed' });
      const feed = await record(docs, 'products');
      const raw: unknown[] = [];
      const stopRaw = await listen(docs, 'products', ({ data }) => raw.push(data));

      await docs.create('products', 'p1', { productName: 'Teak Bench', price: 12999 });
      await docs.create('products', 'p1', { productName: 'not written: p1 exists' });
      await docs.put('products', 'p2', { productName: 'Oak Stool' });
      await docs.mutate('products', 'p2', (doc) => ({ ...doc, productName: 'Oak Stool II' }));
      await docs.mutate('products', 'p2', () => undefined);
      await docs.put('users', 'u1', { productName: 'not a product' });

      // Every write is reported (SQLite), or at least each document's latest state (Firestore may
      // fold quick successive writes into one snapshot).
      await eventually(() => expect(feed.seen).toEqual(expect.arrayContaining(['p1:Teak Bench', 'p2:Oak Stool II'])));
      const allowed = ['p1:Teak Bench', 'p2:Oak Stool', 'p2:Oak Stool II'];
      expect(feed.seen.filter((entry) => !allowed.includes(entry))).toEqual([]);
      // Data arrives exactly as stored: no adapter bookkeeping fields.
      await eventually(() => expect(raw).toContainEqual({ productName: 'Teak Bench', price: 12999 }));
      stopRaw();

      feed.stop();
      feed.stop(); // stopping twice is harmless
      await docs.put('products', 'p3', { productName: 'after stop' });
      // A feed opened after p3 sees p4; by then a live first feed would have seen p3.
      const later = await record(docs, 'products');
      await docs.put('products', 'p4', { productName: 'Walnut Shelf' });
      await eventually(() => expect(later.seen).toContain('p4:Walnut Shelf'));
      later.stop();
      expect(feed.seen).not.toContain('p3:after stop');
      expect(feed.seen.some((entry) => entry.startsWith('p0:'))).toBe(false);
    });

    it('reports a deletion as data null, and nothing for deleting what is not there', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'p1', { productName: 'Teak Bench' });
      const feed = await record(docs, 'products');
      expect(await docs.delete('products', 'p1')).toBe(true);
      expect(await docs.delete('products', 'p1')).toBe(false);
      await docs.put('products', 'p2', { productName: 'Oak Stool' });
      // p2 arrives after the deletion: had a second deletion been reported, it would be there by now.
      await eventually(() => expect(feed.seen).toContain('p2:Oak Stool'));
      expect(feed.seen).toEqual(['p1:deleted', 'p2:Oak Stool']);
      feed.stop();
    });

    it('every feed of a collection gets each change', async () => {
      const { docs } = current().storage;
      const [one, two] = await Promise.all([record(docs, 'products'), record(docs, 'products')]);
      await docs.put('products', 'p1', { productName: 'Rosewood Desk' });
      await eventually(() => {
        expect(one.seen).toContain('p1:Rosewood Desk');
        expect(two.seen).toContain('p1:Rosewood Desk');
      });
      one.stop();
      two.stop();
    });

    it('writes through another instance: stored for all; in the feed where the store is shared', async () => {
      const { storage, openAnother } = current();
      const other = await openAnother();
      const feed = await record(storage.docs, 'products');
      await other.docs.create('products', 'p9', { productName: 'Mango Wood Cabinet' });
      expect(await storage.docs.get('products', 'p9')).toEqual({ productName: 'Mango Wood Cabinet' });
      if (capabilities.sharedChangeFeed) {
        // Firestore: a product added on one server instance reaches every instance's stream.
        await eventually(() => expect(feed.seen).toContain('p9:Mango Wood Cabinet'));
      }
      // SQLite's feed carries only this process's writes: one server per file (see README).
      feed.stop();
    });
  });
}
