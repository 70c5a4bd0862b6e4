/** Contract of the DocumentStore: get, list, scan, put, create, mutate, delete over its collections. */
import type { DocumentData } from '../port';
import type { ContractContext } from './contract-context';

/** Every kind of JSON value the features store: unicode text, integers, decimals, nesting. */
const EVERY_KIND: DocumentData = {
  productName: 'Sheesham चेयर — "Mk II" ✓',
  empty: '',
  price: 45999,
  negative: -7,
  rating: 4.5,
  zero: 0,
  inStock: true,
  featured: false,
  discount: null,
  tags: ['teak', 2, true, null],
  items: [
    { id: '01', quantity: 2 },
    { id: '07', quantity: 1, note: { gift: true } },
  ],
  nested: { deeper: { emptyList: [], emptyMap: {} } },
};

const ids = (list: Array<{ id: string }>): string[] => list.map(({ id }) => id);

export function documentContract({ current }: ContractContext): void {
  describe('documents', () => {
    it('get answers null for a missing document; put then get gives back exactly the JSON stored', async () => {
      const { docs } = current().storage;
      expect(await docs.get('products', 'missing')).toBeNull();
      await docs.put('products', 'p1', EVERY_KIND);
      expect(await docs.get('products', 'p1')).toEqual(EVERY_KIND);
      expect(await docs.list('products')).toEqual([{ id: 'p1', data: EVERY_KIND }]);
    });

    it('put replaces the whole document: fields left out are gone', async () => {
      const { docs } = current().storage;
      await docs.put('carts', 'u1', { items: [{ id: '01', quantity: 2 }], coupon: 'DIWALI', note: { a: 1 } });
      await docs.put('carts', 'u1', { items: [] });
      expect(await docs.get('carts', 'u1')).toEqual({ items: [] });
    });

    it('create inserts only when absent and returns the document stored afterwards', async () => {
      const { docs } = current().storage;
      expect(await docs.create('users', 'u1', { displayName: 'Asha', role: 'User' })).toEqual({
        displayName: 'Asha',
        role: 'User',
      });
      expect(await docs.create('users', 'u1', { displayName: 'Mallory', role: 'Admin' })).toEqual({
        displayName: 'Asha',
        role: 'User',
      });
      expect(await docs.get('users', 'u1')).toEqual({ displayName: 'Asha', role: 'User' });
    });

    it('list is oldest first; replacing or mutating keeps a place, deleting and re-creating moves to the end', async () => {
      const { docs } = current().storage;
      expect(await docs.list('products')).toEqual([]);
      // Ids out of alphabetical order, so an id sort cannot pass for creation order.
      await docs.put('products', 'p-c', { n: 1 });
      await docs.create('products', 'p-a', { n: 2 });
      await docs.mutate('products', 'p-b', () => ({ n: 3 }));
      await docs.put('products', 'p-c', { n: 10 });
      await docs.mutate('products', 'p-a', (doc) => ({ ...doc, n: 20 }));
      expect(await docs.list('products')).toEqual([
        { id: 'p-c', data: { n: 10 } },
        { id: 'p-a', data: { n: 20 } },
        { id: 'p-b', data: { n: 3 } },
      ]);
      await docs.delete('products', 'p-c');
      await docs.put('products', 'p-c', { n: 100 });
      expect(ids(await docs.list('products'))).toEqual(['p-a', 'p-b', 'p-c']);
    });

    it('scan pages through a whole collection in id order (byte order), resuming after the last id', async () => {
      const { docs } = current().storage;
      // Written out of order; 'Z' < '_' < 'a' in bytes; one document has no fields at all.
      for (const id of ['order_b', 'order_a', 'Z9', 'order_c', 'order_aa', 'a-1'])
        await docs.put('orders', id, { n: id });
      await docs.put('orders', 'order__', {});
      await docs.put('carts', 'order_0', { items: [] });
      const first = await docs.scan('orders', { limit: 3 });
      expect(ids(first)).toEqual(['Z9', 'a-1', 'order__']);
      expect(first[2]?.data).toEqual({});
      const second = await docs.scan('orders', { after: 'order__', limit: 3 });
      expect(ids(second)).toEqual(['order_a', 'order_aa', 'order_b']);
      expect(second[0]?.data).toEqual({ n: 'order_a' });
      expect(ids(await docs.scan('orders', { after: 'order_b', limit: 3 }))).toEqual(['order_c']);
      expect(await docs.scan('orders', { after: 'order_c', limit: 3 })).toEqual([]);
      // After an id no document has: from the next one.
      expect(ids(await docs.scan('orders', { after: 'order_ab', limit: 1 }))).toEqual(['order_b']);
      await expect(docs.scan('orders', { limit: 0 })).rejects.toThrow(/limit must be a positive whole number/);
    });

    it('mutate sees the stored document and writes, leaves alone, or creates', async () => {
      const { docs } = current().storage;
      const seen: Array<DocumentData | null> = [];
      expect(await docs.mutate('orders', 'o1', (doc) => (seen.push(doc), undefined))).toBeNull();
      expect(await docs.get('orders', 'o1')).toBeNull();

      expect(await docs.mutate('orders', 'o1', () => ({ status: 'created', amount: 129900 }))).toEqual({
        status: 'created',
        amount: 129900,
      });
      expect(await docs.mutate('orders', 'o1', (doc) => (seen.push(doc), undefined))).toEqual({
        status: 'created',
        amount: 129900,
      });
      expect(seen).toEqual([null, { status: 'created', amount: 129900 }]);
      const pay = (doc: DocumentData | null) => ({
        status: 'paid',
        paymentId: doc?.amount === 129900 ? 'pay_1' : null,
      });
      expect(await docs.mutate('orders', 'o1', pay)).toEqual({ status: 'paid', paymentId: 'pay_1' });
      expect(await docs.get('orders', 'o1')).toEqual({ status: 'paid', paymentId: 'pay_1' });
    });

    it('marks an order paid exactly once', async () => {
      const { docs } = current().storage;
      await docs.put('orders', 'o1', { status: 'created' });
      const markPaid = (by: string) => (doc: DocumentData | null) =>
        doc && doc.status === 'created' ? { status: 'paid', paidBy: by } : undefined;

      expect(await docs.mutate('orders', 'o1', markPaid('first'))).toEqual({ status: 'paid', paidBy: 'first' });
      expect(await docs.mutate('orders', 'o1', markPaid('second'))).toEqual({ status: 'paid', paidBy: 'first' });
      expect(await docs.mutate('orders', 'missing', markPaid('third'))).toBeNull();

      // Racing payers: each mutate resolves to the stored order, and exactly one payer's write is it.
      await docs.put('orders', 'o2', { status: 'created' });
      const payers = ['a', 'b', 'c', 'd', 'e', 'f'];
      const results = await Promise.all(payers.map((by) => docs.mutate('orders', 'o2', markPaid(by))));
      const stored = await docs.get('orders', 'o2');
      expect(stored).toEqual({ status: 'paid', paidBy: expect.any(String) });
      // Firestore retries the losers' transactions, which then see 'paid' and write nothing.
      const winners = payers.filter((by, index) => results[index]?.paidBy === by);
      expect(winners).toEqual([stored?.paidBy]);
      expect(results.every((result) => result?.paidBy === stored?.paidBy)).toBe(true);
    });

    it('delete answers whether there was a document, and removes it from get and list', async () => {
      const { docs } = current().storage;
      expect(await docs.delete('wishlists', 'u1')).toBe(false);
      await docs.put('wishlists', 'u1', { items: [{ id: '03' }] });
      await docs.put('wishlists', 'u2', { items: [] });
      expect(await docs.delete('wishlists', 'u1')).toBe(true);
      expect(await docs.delete('wishlists', 'u1')).toBe(false);
      expect(await docs.get('wishlists', 'u1')).toBeNull();
      expect(ids(await docs.list('wishlists'))).toEqual(['u2']);
    });

    it('deleteAll removes documents of several collections together, answering per reference whether it was there', async () => {
      const { docs } = current().storage;
      await docs.put('users', 'u1', { displayName: 'Asha' });
      await docs.put('carts', 'u1', { items: [] });
      await docs.put('carts', 'u2', { items: [] });
      const refs = [
        { collection: 'users' as const, id: 'u1' },
        { collection: 'carts' as const, id: 'u1' },
        { collection: 'wishlists' as const, id: 'u1' },
      ];
      expect(await docs.deleteAll(refs)).toEqual([true, true, false]);
      expect(await docs.get('users', 'u1')).toBeNull();
      expect(ids(await docs.list('carts'))).toEqual(['u2']);
      expect(await docs.deleteAll(refs)).toEqual([false, false, false]);
    });

    it('mutateAll reads several documents and writes, leaves alone or creates each, all together', async () => {
      const { docs } = current().storage;
      await docs.put('products', 'p1', { stock: 5 });
      await docs.put('products', 'p2', { stock: 1 });
      const refs = [
        { collection: 'products' as const, id: 'p1' },
        { collection: 'products' as const, id: 'p2' },
        { collection: 'orders' as const, id: 'o1' },
      ];
      const stored = await docs.mutateAll(refs, ([p1, p2, order]): Array<DocumentData | undefined> => [
        { stock: Number(p1?.stock) - 2 },
        undefined,
        order ? undefined : { status: 'pending', seen: [p1?.stock ?? null, p2?.stock ?? null] },
      ]);
      expect(stored).toEqual([{ stock: 3 }, { stock: 1 }, { status: 'pending', seen: [5, 1] }]);
      expect(await docs.get('products', 'p1')).toEqual({ stock: 3 });
      expect(await docs.get('orders', 'o1')).toEqual({ status: 'pending', seen: [5, 1] });
      // A failing change writes nothing.
      await expect(
        docs.mutateAll(refs, () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await docs.get('products', 'p1')).toEqual({ stock: 3 });
    });

    it('mutateAll from two instances at once: no write comes between a read and its write', async () => {
      const { storage, openAnother } = current();
      const another = await openAnother();
      await storage.docs.put('products', 'from', { units: 6 });
      await storage.docs.put('products', 'to', { units: 0 });
      const refs = [
        { collection: 'products' as const, id: 'from' },
        { collection: 'products' as const, id: 'to' },
      ];
      // Each moves one unit only if there is one: six movers on two instances move exactly six.
      const move = (docs: typeof storage.docs) =>
        docs.mutateAll(refs, ([from, to]) =>
          Number(from?.units) > 0
            ? [{ units: Number(from?.units) - 1 }, { units: Number(to?.units) + 1 }]
            : [undefined, undefined],
        );
      await Promise.all(
        [storage.docs, another.docs, storage.docs, another.docs, storage.docs, another.docs, storage.docs].map(move),
      );
      expect(await storage.docs.get('products', 'from')).toEqual({ units: 0 });
      expect(await storage.docs.get('products', 'to')).toEqual({ units: 6 });
    });

    it('keeps the collections apart', async () => {
      const { docs } = current().storage;
      await docs.put('carts', 'u1', { items: [{ id: '01', quantity: 2 }] });
      await docs.put('wishlists', 'u1', { items: [{ id: '02' }] });
      await docs.put('admins', 'u1', { name: 'Asha' });
      expect(await docs.get('users', 'u1')).toBeNull();
      expect(await docs.delete('carts', 'u1')).toBe(true);
      expect(await docs.get('wishlists', 'u1')).toEqual({ items: [{ id: '02' }] });
      expect(await docs.list('admins')).toEqual([{ id: 'u1', data: { name: 'Asha' } }]);
      expect(await docs.list('carts')).toEqual([]);
    });
  });
}
