import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { catalogueProduct, manyStools } from '../../../test/productFixtures';
import { TEST_API } from '../../../test/renderPage';
import { createCatalogueStore, WHOLE_LIST_MAX } from './catalogueStore';
import type { ProductStreamHub, StreamListener } from './productStreamHub';

/** A hub the test speaks through, as the server's stream would. */
function fakeHub() {
  const listeners = new Set<StreamListener>();
  const hub: ProductStreamHub = {
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const each = (call: (l: StreamListener) => void) => [...listeners].forEach(call);
  return { hub, listeners, each };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(products = manyStools(250)) {
  const api = fakeProductsApi(products);
  const stream = fakeHub();
  const store = createCatalogueStore({
    apiBaseUrl: TEST_API,
    fetchImpl: api.fetch,
    stream: stream.hub,
    idleStopMs: 1000,
  });
  return { api, stream, store };
}

describe('catalogue store', () => {
  it('reads a small catalogue whole, in pages of 100, in catalogue order', async () => {
    const { api, store } = setup(manyStools(250));
    store.subscribe(() => undefined);
    expect(store.getSnapshot()).toMatchObject({ mode: 'unknown', status: 'loading' });
    await flush();
    expect(api.urls()).toEqual([
      '/api/products?limit=100&offset=0',
      '/api/products?limit=100&offset=100',
      '/api/products?limit=100&offset=200',
    ]);
    const snapshot = store.getSnapshot();
    expect(snapshot).toMatchObject({ mode: 'all', status: 'ready', total: 250, error: null });
    expect(snapshot.products.map((p) => p.id).slice(0, 3)).toEqual(['s1', 's2', 's3']);
    expect(snapshot.products).toHaveLength(250);
    // A page rendered on the server, and its hydration, start from nothing read, whatever this store holds.
    expect(store.getServerSnapshot()).toMatchObject({ mode: 'unknown', status: 'loading', products: [] });
  });

  it(`leaves a catalogue above ${WHOLE_LIST_MAX} products to the server after one page`, async () => {
    const { api, store } = setup(manyStools(WHOLE_LIST_MAX + 1));
    store.subscribe(() => undefined);
    await flush();
    expect(api.urls()).toHaveLength(1);
    expect(store.getSnapshot()).toMatchObject({
      mode: 'paged',
      status: 'ready',
      total: WHOLE_LIST_MAX + 1,
      products: [],
    });
  });

  it('applies stream upserts and removals live, including those that came during the read', async () => {
    const { api, stream, store } = setup(manyStools(3));
    api.hold();
    const listener = jest.fn();
    store.subscribe(listener);
    stream.each((l) => l.onRemoved?.('s2'));
    stream.each((l) => l.onProduct?.(catalogueProduct({ id: 'new', productName: 'New Bench' })));
    api.release();
    await flush();
    expect(store.getSnapshot().products.map((p) => p.id)).toEqual(['s1', 's3', 'new']);

    stream.each((l) => l.onProduct?.({ ...store.getSnapshot().products[0]!, price: 1 }));
    stream.each((l) => l.onRemoved?.('s3'));
    expect(store.getSnapshot().products.map((p) => [p.id, p.price])).toEqual([
      ['s1', 1],
      ['new', 4500],
    ]);
    expect(store.getSnapshot().total).toBe(2);
    expect(listener).toHaveBeenCalled();
  });

  it('shows a read error, and reads again on retry', async () => {
    const { api, store } = setup(manyStools(3));
    api.failWith(503);
    store.subscribe(() => undefined);
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'Service unavailable' });
    api.failWith(null);
    store.retry();
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', error: null });
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', mode: 'all', total: 3 });
  });

  it('reads again when the stream is ready: a product added between its read and the connection shows', async () => {
    const { api, stream, store } = setup(manyStools(3));
    store.subscribe(() => undefined);
    await flush();
    api.products.push(catalogueProduct({ id: 'missed', productName: 'Missed Stool' }));
    stream.each((l) => l.onReady?.({ count: 4 }));
    await flush();
    expect(api.urls()).toHaveLength(2);
    expect(store.getSnapshot().products.map((p) => p.id)).toContain('missed');
  });

  it('a ready during the read reads once more after it, not twice at once', async () => {
    const { api, stream, store } = setup(manyStools(3));
    api.hold();
    store.subscribe(() => undefined);
    stream.each((l) => l.onReady?.({ count: 3 }));
    expect(api.urls()).toHaveLength(1);
    api.release();
    await flush();
    await flush();
    expect(api.urls()).toHaveLength(2);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', mode: 'all', total: 3 });
  });

  it('a re-read that answers what it holds tells nobody', async () => {
    const { stream, store } = setup(manyStools(3));
    const listener = jest.fn();
    store.subscribe(listener);
    await flush();
    const held = store.getSnapshot();
    listener.mockClear();
    stream.each((l) => l.onReady?.({ count: 3 }));
    await flush();
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(held);
  });

  it('keeps following the stream a while after the last subscriber leaves', () => {
    jest.useFakeTimers();
    try {
      const { stream, store } = setup(manyStools(1));
      store.subscribe(() => undefined)();
      expect(stream.listeners.size).toBe(1);
      store.subscribe(() => undefined)();
      jest.advanceTimersByTime(1000);
      expect(stream.listeners.size).toBe(0);
      store.subscribe(() => undefined);
      expect(stream.listeners.size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
