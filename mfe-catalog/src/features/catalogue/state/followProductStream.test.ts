import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { fakeProductsApi } from '../../../test/fakeProductsApi';
import { catalogueProduct, manyStools } from '../../../test/productFixtures';
import { TEST_API } from '../../../test/renderPage';
import { makeCatalogueQueryClient } from './catalogueQueries';
import { followProductStream, REREAD_DELAY_MS } from './followProductStream';
import type { ProductStreamHub, StreamListener } from './productStreamHub';
import { WHOLE_LIST_MAX, wholeCatalogueQuery, type WholeCatalogue } from './wholeCatalogue';

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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: QueryClient;
let stopFollowing: () => void = () => undefined;
let stopWatching: () => void = () => undefined;
afterEach(() => {
  stopWatching();
  stopFollowing();
  client.clear();
});

/** The whole catalogue watched (as the shop watches it) and the stream followed. */
function watchWhole(products = manyStools(250), { held = false } = {}) {
  const api = fakeProductsApi(products);
  // Held: the first read is under way until the test releases it.
  if (held) api.hold();
  const stream = fakeHub();
  client = makeCatalogueQueryClient();
  stopFollowing = followProductStream(client, TEST_API, stream.hub);
  const observer = new QueryObserver(client, wholeCatalogueQuery(TEST_API));
  const notices = jest.fn();
  stopWatching = observer.subscribe(notices);
  const whole = () => observer.getCurrentResult();
  const ids = () => {
    const data = whole().data;
    return data?.mode === 'all' ? data.products.map((p) => p.id) : null;
  };
  return { api, stream, whole, ids, notices };
}

describe('the whole catalogue', () => {
  it('is read whole, in pages of 100, in catalogue order', async () => {
    const { api, whole, ids } = watchWhole(manyStools(250));
    expect(whole().status).toBe('pending');
    await settle();
    expect(api.urls()).toEqual([
      '/api/products?limit=100&offset=0',
      '/api/products?limit=100&offset=100',
      '/api/products?limit=100&offset=200',
    ]);
    expect(ids()?.slice(0, 3)).toEqual(['s1', 's2', 's3']);
    expect(ids()).toHaveLength(250);
  });

  it(`is left to the server after one page above ${WHOLE_LIST_MAX} products`, async () => {
    const { api, whole } = watchWhole(manyStools(WHOLE_LIST_MAX + 1));
    await settle();
    expect(api.urls()).toHaveLength(1);
    expect(whole().data).toEqual<WholeCatalogue>({ mode: 'paged', total: WHOLE_LIST_MAX + 1 });
  });

  it('takes stream upserts and removals live', async () => {
    const { stream, ids } = watchWhole(manyStools(3));
    await settle();
    stream.each((l) => l.onRemoved?.('s2'));
    stream.each((l) => l.onProduct?.(catalogueProduct({ id: 'new', productName: 'New Bench' })));
    stream.each((l) => l.onProduct?.({ ...manyStools(1)[0]!, price: 1 }));
    expect(ids()).toEqual(['s1', 's3', 'new']);
    const data = client.getQueryData(wholeCatalogueQuery(TEST_API).queryKey);
    expect(data?.mode === 'all' && data.products[0]!.price).toBe(1);
  });

  it('sends a read under way again when a change arrives during it (its answer may predate the change)', async () => {
    const { api, stream, ids } = watchWhole(manyStools(3), { held: true });
    await settle();
    // The server has the new bench; the read under way was answered before it.
    api.products.push(catalogueProduct({ id: 'new', productName: 'New Bench' }));
    stream.each((l) => l.onProduct?.(catalogueProduct({ id: 'new', productName: 'New Bench' })));
    api.release();
    await new Promise((resolve) => setTimeout(resolve, REREAD_DELAY_MS + 50));
    expect(api.urls()).toHaveLength(2);
    expect(ids()).toEqual(['s1', 's2', 's3', 'new']);
  });

  it('reads again when the stream is ready: a product added between the read and the connection shows', async () => {
    const { api, stream, ids } = watchWhole(manyStools(3));
    await settle();
    api.products.push(catalogueProduct({ id: 'missed', productName: 'Missed Stool' }));
    stream.each((l) => l.onReady?.({ count: 4 }));
    await settle();
    await settle();
    expect(api.urls()).toHaveLength(2);
    expect(ids()).toContain('missed');
  });

  it('a ready during the first read sends it again', async () => {
    const { api, stream, ids } = watchWhole(manyStools(3), { held: true });
    await settle();
    api.products.push(catalogueProduct({ id: 'missed', productName: 'Missed Stool' }));
    stream.each((l) => l.onReady?.({ count: 4 }));
    api.release();
    await settle();
    await settle();
    expect(api.urls()).toHaveLength(2);
    expect(ids()).toEqual(['s1', 's2', 's3', 'missed']);
  });

  it('a re-read that answers what it holds tells nobody', async () => {
    const { stream, whole, notices } = watchWhole(manyStools(3));
    await settle();
    const held = whole().data;
    notices.mockClear();
    stream.each((l) => l.onReady?.({ count: 3 }));
    await settle();
    await settle();
    expect(whole()).toMatchObject({ isFetching: false, data: held });
    // The read's start and end were told, never other data.
    expect(notices).toHaveBeenCalled();
    expect(notices.mock.calls.every(([result]) => (result as { data: unknown }).data === held)).toBe(true);
  });
});
