/**
 * Contract of the uploads sweep's look-ups on each adapter (features/uploads/upload-references.ts):
 * a claimed picture is kept by point reads, a picture an order line showed is kept for good by one
 * indexed query, a picture nothing claims is checked against the products before it may go, and
 * the orders are never listed.
 */
import { createOrdersRepository } from '../../features/orders/repository';
import { claimUploads } from '../../features/uploads/upload-claims';
import { referencedUploads } from '../../features/uploads/upload-references';
import type { CollectionName, DocumentStore } from '../port';
import type { ContractContext } from './contract-context';

const name = (digit: string): string => `${digit.repeat(32)}.png`;
const url = (file: string): string => `http://localhost:4000/uploads/${file}`;
const INDEXED = { ordersIndexed: true };

/** The store, counting whole-collection reads and queries, and refusing to list the orders. */
function watched(docs: DocumentStore) {
  const listed: CollectionName[] = [];
  const queried: CollectionName[] = [];
  const store: DocumentStore = {
    ...docs,
    list: async (collection) => {
      if (collection === 'orders') throw new Error('the sweep listed every order');
      listed.push(collection);
      return docs.list(collection);
    },
    query: async (collection, query) => {
      queried.push(collection);
      return docs.query(collection, query);
    },
  };
  return { store, listed, queried };
}

export function uploadReferencesContract({ current }: ContractContext): void {
  describe('uploads sweep look-ups', () => {
    const sorted = (names: ReadonlySet<string>): string[] => [...names].sort();

    it('a product that claimed its picture keeps it with point reads; a claim that no longer holds is dropped and the picture may go', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'desk', { productName: 'Desk', imgUrl: url(name('a')) });
      await docs.put('products', 'chair', { productName: 'Chair', imgUrl: url(name('b')) });
      await claimUploads(docs, 'desk', url(name('a')));
      await claimUploads(docs, 'chair', url(name('b')));
      // The chair gets a new picture (claimed when it is saved): its old one is shown by nothing.
      await docs.put('products', 'chair', { productName: 'Chair', imgUrl: url(name('c')) });
      await claimUploads(docs, 'chair', url(name('c')));

      const { store, listed } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('a'), name('c')], INDEXED))).toEqual([name('a'), name('c')]);
      expect(listed).toEqual([]);
      expect(sorted(await referencedUploads(store, [name('a'), name('b')], INDEXED))).toEqual([name('a')]);
      // Before it lets b go it checks the products the slow way (once).
      expect(listed).toEqual(['products']);
      expect(await docs.get('uploads', name('b'))).toEqual({ productIds: [], ordered: false });
    });

    it('a picture an order line showed is kept for good, found by an indexed query and then by its record alone', async () => {
      const { docs } = current().storage;
      const line = {
        id: 'stool',
        productName: 'Stool',
        imgUrl: `${url(name('d'))}?v=1`,
        price: 100,
        quantity: 1,
        totalPrice: 100,
      };
      await createOrdersRepository(docs).create({
        id: 'order_1',
        uid: 'asha',
        items: [line],
        amount: 100,
        currency: 'INR',
        receipt: 'r',
        provider: 'sandbox',
        createdAt: '2026-11-01T00:00:00.000Z',
      });

      const { store, listed, queried } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('d')], INDEXED))).toEqual([name('d')]);
      expect(queried).toEqual(['orders']);
      expect(await docs.get('uploads', name('d'))).toEqual({ productIds: [], ordered: true });
      expect(sorted(await referencedUploads(store, [name('d')], INDEXED))).toEqual([name('d')]);
      expect(queried).toEqual(['orders']);
      expect(listed).toEqual([]);
    });

    it('a file from before the records is kept when a product shows it (which then claims it); while orders lack their fields nothing unclaimed goes', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'bed', { productName: 'Bed', imgUrl: url(name('e')), gallery: [url(name('f'))] });

      const { store, listed } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('e'), name('f'), name('9')], INDEXED))).toEqual([
        name('e'),
        name('f'),
      ]);
      expect(await docs.get('uploads', name('f'))).toEqual({ productIds: ['bed'], ordered: false });
      expect(sorted(await referencedUploads(store, [name('e'), name('f')], INDEXED))).toEqual([name('e'), name('f')]);
      expect(listed).toEqual(['products']);

      // An old order without imageNames (the backfill still running) could show it: kept.
      await docs.put('orders', 'order_old', {
        uid: 'asha',
        status: 'paid',
        items: [{ id: 'x', imgUrl: url(name('9')) }],
      });
      expect(sorted(await referencedUploads(store, [name('9')], { ordersIndexed: false }))).toEqual([name('9')]);
    });
  });
}
