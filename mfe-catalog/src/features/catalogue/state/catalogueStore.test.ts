import type { Product } from 'shared-contracts';
import type { StreamHandlers } from '../api/productsApi';
import { createCatalogueStore } from './catalogueStore';

const product = (id: string, name = `Remote ${id}`): Product => ({
  id,
  productName: name,
  imgUrl: 'https://img.example/x.png',
  category: 'Chair',
  price: 1000,
  shortDesc: 's',
  description: 'd',
  reviews: [],
  avgRating: 0,
});

const jsonResponse = (body: unknown, status = 200): Response =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

function setup(responses: Array<() => Promise<Response>>) {
  let handlers: StreamHandlers | null = null;
  const close = jest.fn();
  const fetchImpl = jest.fn((_url: string) => (responses.shift() ?? (() => Promise.resolve(jsonResponse([]))))());
  const openStream = jest.fn((_url: string, h: StreamHandlers) => {
    handlers = h;
    return close;
  });
  const store = createCatalogueStore({ apiBaseUrl: 'http://api', fetchImpl, openStream, idleCloseMs: 1000 });
  const stream = (): StreamHandlers => {
    if (!handlers) throw new Error('stream not open');
    return handlers;
  };
  return { store, fetchImpl, openStream, close, stream };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catalogue store', () => {
  it('reads the list on first subscribe, then adds products from the stream live', async () => {
    const { store, fetchImpl, openStream, stream } = setup([async () => jsonResponse([product('a'), product('b')])]);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().status).toBe('loading');
    expect(fetchImpl).toHaveBeenCalledWith('http://api/api/products', expect.anything());
    expect(openStream).toHaveBeenCalledWith('http://api/api/products/stream', expect.anything());
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: null });
    expect(store.getSnapshot().remote.map((p) => p.id)).toEqual(['a', 'b']);

    stream().onProduct(product('c'));
    stream().onProduct(product('a', 'Renamed'));
    expect(store.getSnapshot().remote.map((p) => p.productName)).toEqual(['Renamed', 'Remote b', 'Remote c']);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps products that arrived on the stream before the list', async () => {
    let resolveList: (r: Response) => void = () => undefined;
    const { store, stream } = setup([() => new Promise((resolve) => (resolveList = resolve))]);
    store.subscribe(() => undefined);
    stream().onProduct(product('late'));
    resolveList(jsonResponse([product('a')]));
    await flush();
    expect(store.getSnapshot().remote.map((p) => p.id)).toEqual(['a', 'late']);
  });

  it('reports a load error and recovers when the stream reconnects', async () => {
    const { store, stream } = setup([async () => jsonResponse({ message: 'down' }, 503), async () => jsonResponse([product('a')])]);
    store.subscribe(() => undefined);
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: 'Request failed with status 503' });
    stream().onReady({ count: 1 });
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: null });
    expect(store.getSnapshot().remote).toHaveLength(1);
  });

  it('reads the list again when the server holds more than we do after a reconnect', async () => {
    const { store, stream, fetchImpl } = setup([async () => jsonResponse([product('a')]), async () => jsonResponse([product('a'), product('b')])]);
    store.subscribe(() => undefined);
    await flush();
    stream().onReady({ count: 1 });
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    stream().onError();
    stream().onReady({ count: 2 });
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().remote.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('closes the stream a while after the last subscriber leaves, and reopens on the next', async () => {
    jest.useFakeTimers();
    try {
      const { store, openStream, close } = setup([]);
      const leave = store.subscribe(() => undefined);
      leave();
      store.subscribe(() => undefined)();
      expect(openStream).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1000);
      expect(close).toHaveBeenCalledTimes(1);
      store.subscribe(() => undefined);
      expect(openStream).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
