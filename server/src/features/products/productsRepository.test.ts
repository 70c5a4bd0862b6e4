import type { DocumentChange, DocumentData } from '../../storage/port';
import { createProductsRepository, type ProductsStore } from './productsRepository';

/** A store whose list() waits until released, so writes can land while the snapshot is being read. */
function slowStore(initial: Array<{ id: string; data: DocumentData }>) {
  let feed: ((change: DocumentChange) => void) | null = null;
  // Each release() lets one list() answer, whether it comes before or after that call.
  let releases = 0;
  let wake: () => void = () => undefined;
  const unused = async (): Promise<never> => {
    throw new Error('not used by the read side');
  };
  const docs: ProductsStore = {
    get: unused,
    create: unused,
    mutate: unused,
    mutateAll: unused,
    delete: unused,
    list: jest.fn(async () => {
      while (releases === 0) await new Promise<void>((resolve) => (wake = resolve));
      releases -= 1;
      return initial;
    }),
    watch: (_collection, listener, options) => {
      feed = listener;
      options?.onReady?.();
      return () => (feed = null);
    },
  };
  return {
    docs,
    write: (id: string, data: DocumentData | null) => feed?.({ id, data }),
    release: () => {
      releases += 1;
      wake();
    },
    fed: () => feed !== null,
  };
}

const doc = (name: string) => ({ productName: name, price: 100 });

it('keeps products written while the snapshot is read, and notifies watchers', async () => {
  const store = slowStore([{ id: 'a', data: doc('A') }]);
  const repo = createProductsRepository(store.docs);
  const seen: string[] = [];
  repo.watch((p) => seen.push(p.id));
  const pending = repo.snapshot();
  await Promise.resolve();
  store.write('b', doc('B'));
  store.release();
  const snapshot = await pending;
  expect(snapshot.products.map((p) => p.id)).toEqual(['a', 'b']);
  expect(seen).toEqual(['b']);

  store.write('a', doc('A2'));
  const next = await repo.snapshot();
  expect(next.products.map((p) => p.productName)).toEqual(['A2', 'B']);
  expect(next.version).toBeGreaterThan(snapshot.version);
  repo.close();
  expect(store.fed()).toBe(false);
});

it('reads storage once: however old the snapshot, later changes come from the feed alone', async () => {
  jest.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
  try {
    const store = slowStore([{ id: 'a', data: doc('A') }]);
    const repo = createProductsRepository(store.docs);
    const first = repo.snapshot();
    await Promise.resolve();
    store.release();
    await first;
    jest.setSystemTime(Date.UTC(2026, 0, 2));
    store.write('a', null);
    const later = await repo.snapshot();
    expect(store.docs.list).toHaveBeenCalledTimes(1);
    expect(later.products).toEqual([]);
    repo.close();
  } finally {
    jest.useRealTimers();
  }
});

it('reads products with missing fields as empty ones', async () => {
  const store = slowStore([{ id: 'x', data: { productName: 'X', reviews: [{ rating: 5, text: 'ok' }, 'junk'] } }]);
  const repo = createProductsRepository(store.docs);
  const pending = repo.snapshot();
  await Promise.resolve();
  store.release();
  expect((await pending).products[0]).toEqual({
    id: 'x',
    productName: 'X',
    imgUrl: '',
    images: [''],
    category: '',
    price: 0,
    shortDesc: '',
    description: '',
    reviews: [{ rating: 5, text: 'ok' }],
    avgRating: 0,
    reviewCount: 1,
    stock: 0,
    status: 'active',
    createdAt: '',
    updatedAt: '',
  });
  repo.close();
});

it('drops a deleted product from the snapshot and tells watchers', async () => {
  const store = slowStore([
    { id: 'a', data: doc('A') },
    { id: 'b', data: doc('B') },
    { id: 'c', data: doc('C') },
  ]);
  const repo = createProductsRepository(store.docs);
  const pending = repo.snapshot();
  await Promise.resolve();
  store.release();
  const before = await pending;
  const seen: Array<string | null> = [];
  repo.watch((change) => seen.push(change.product ? change.product.id : `-${change.id}`));
  store.write('b', null);
  store.write('zz', null);
  const after = await repo.snapshot();
  expect(after.products.map((p) => p.id)).toEqual(['a', 'c']);
  expect(after.indexById.get('c')).toBe(1);
  expect(after.indexById.has('b')).toBe(false);
  expect(after.version).toBeGreaterThan(before.version);
  expect(seen).toEqual(['-b', '-zz']);
  repo.close();
});
