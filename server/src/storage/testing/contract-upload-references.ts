/**
 * Contract of the uploads sweep's look-ups on each adapter (features/uploads/upload-references.ts):
 * a claimed picture is kept by point reads, a picture an order line showed is kept for good by one
 * indexed query, a picture nothing claims is looked for in the products by one indexed query before
 * it may go, and neither the products nor the orders are ever listed.
 */
import { createOrdersRepository } from '../../features/orders/repository';
import { fromProduct } from '../../features/products/productRecord';
import { claimUploads } from '../../features/uploads/upload-claims';
import { referencedUploads } from '../../features/uploads/upload-references';
import type { CollectionName, DocumentStore } from '../port';
import type { ContractContext } from './contract-context';

const name = (digit: string): string => `${digit.repeat(32)}.png`;
const url = (file: string): string => `http://localhost:4000/uploads/${file}`;
const INDEXED = { ordersIndexed: true, productsIndexed: true };

/** A product document as the product writes store it (with its imageNames). */
const productDoc = (id: string, imgUrl: string, images: string[] = [imgUrl]) =>
  fromProduct({
    id,
    productName: id,
    shortDesc: '',
    description: '',
    category: 'Bed',
    price: 100,
    imgUrl,
    images,
    reviews: [],
    avgRating: 0,
    reviewCount: 0,
    stock: 1,
    status: 'active',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  });

/** The store, counting queries, and refusing to list the orders or the products. */
function watched(docs: DocumentStore) {
  const queried: CollectionName[] = [];
  const store: DocumentStore = {
    ...docs,
    list: async (collection) => {
      throw new Error(`the sweep listed every document of ${collection}`);
    },
    query: async (collection, query) => {
      queried.push(collection);
      return docs.query(collection, query);
    },
  };
  return { store, queried };
}

export function uploadReferencesContract({ current }: ContractContext): void {
  describe('uploads sweep look-ups', () => {
    const sorted = (names: ReadonlySet<string>): string[] => [...names].sort();

    it('a product that claimed its picture keeps it with point reads; a claim that no longer holds is dropped and the picture may go', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'desk', productDoc('desk', url(name('a'))));
      await docs.put('products', 'chair', productDoc('chair', url(name('b'))));
      await claimUploads(docs, 'desk', url(name('a')));
      await claimUploads(docs, 'chair', url(name('b')));
      // The chair gets a new picture (claimed when it is saved): its old one is shown by nothing.
      await docs.put('products', 'chair', productDoc('chair', url(name('c'))));
      await claimUploads(docs, 'chair', url(name('c')));

      const { store, queried } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('a'), name('c')], INDEXED))).toEqual([name('a'), name('c')]);
      expect(queried).toEqual([]);
      expect(sorted(await referencedUploads(store, [name('a'), name('b')], INDEXED))).toEqual([name('a')]);
      // Before it lets b go it asks the orders and the products, by index.
      expect(queried).toEqual(['orders', 'products']);
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

      const { store, queried } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('d')], INDEXED))).toEqual([name('d')]);
      expect(queried).toEqual(['orders']);
      expect(await docs.get('uploads', name('d'))).toEqual({ productIds: [], ordered: true });
      expect(sorted(await referencedUploads(store, [name('d')], INDEXED))).toEqual([name('d')]);
      expect(queried).toEqual(['orders']);
    });

    it('a file from before the records is kept when a product shows it (found by index; it then claims it); while orders or products lack their fields nothing unclaimed goes', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'bed', productDoc('bed', url(name('e')), [url(name('e')), url(name('f'))]));

      const { store, queried } = watched(docs);
      expect(sorted(await referencedUploads(store, [name('e'), name('f'), name('9')], INDEXED))).toEqual([
        name('e'),
        name('f'),
      ]);
      expect(await docs.get('uploads', name('f'))).toEqual({ productIds: ['bed'], ordered: false });
      expect(queried.filter((collection) => collection === 'products')).toHaveLength(3);
      expect(sorted(await referencedUploads(store, [name('e'), name('f')], INDEXED))).toEqual([name('e'), name('f')]);
      // Claimed now: the second look needs no query.
      expect(queried.filter((collection) => collection === 'products')).toHaveLength(3);

      // A product from before its imageNames (the migration still running) could show it: kept.
      await docs.put('products', 'old', { productName: 'Old', imgUrl: url(name('8')) });
      expect(
        sorted(await referencedUploads(store, [name('8')], { ordersIndexed: true, productsIndexed: false })),
      ).toEqual([name('8')]);

      // An old order without imageNames (the backfill still running) could show it: kept.
      await docs.put('orders', 'order_old', {
        uid: 'asha',
        status: 'paid',
        items: [{ id: 'x', imgUrl: url(name('9')) }],
      });
      expect(
        sorted(await referencedUploads(store, [name('9')], { ordersIndexed: false, productsIndexed: true })),
      ).toEqual([name('9')]);
    });
  });
}
