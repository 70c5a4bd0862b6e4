import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Product } from 'shared-contracts';
import { PRODUCT_API_PATHS, type ProductPage } from 'shared-contracts/catalogue';
import { makeApp, type AppFixture } from '../../test/app-fixture';
import { storedProduct } from './test-support';

interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** A real HTTP client reading the event stream, event by event. */
function openStream(port: number, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  let response: http.IncomingMessage | null = null;
  const request = http.get(
    {
      host: '127.0.0.1',
      port,
      agent: false,
      path: PRODUCT_API_PATHS.stream,
      headers: { accept: 'text/event-stream', ...headers },
    },
    (res) => {
      response = res;
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.event) events.push({ event: fields.event, id: fields.id, data: fields.data ?? '' });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
    },
  );
  const next = async (name: string): Promise<SseEvent> => {
    for (;;) {
      const at = events.findIndex((e) => e.event === name);
      if (at >= 0) return events.splice(at, 1)[0]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { next, response: () => response, close: () => request.destroy() };
}

const stored = storedProduct({ productName: 'Sheesham Stool', stock: 3 });

describe('GET /api/products/stream', () => {
  let fixture: AppFixture;
  let port: number;

  beforeEach(async () => {
    fixture = makeApp();
    await fixture.storage.docs.put('products', 'first', { ...stored, productName: 'First' });
    await fixture.app.listen({ port: 0, host: '127.0.0.1' });
    port = (fixture.app.server.address() as AddressInfo).port;
  });
  afterEach(() => fixture.close());

  it('says how many products are stored, then delivers each product added', async () => {
    const stream = openStream(port, { origin: 'http://localhost:3000' });
    try {
      expect(JSON.parse((await stream.next('ready')).data)).toEqual({ count: 1 });
      const res = stream.response()!;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['cache-control']).toMatch(/no-cache/);
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');

      await fixture.storage.docs.create('products', 'added-1', stored);
      const added = await stream.next('product');
      expect(added.id).toBe('added-1');
      expect(JSON.parse(added.data) as Product).toEqual({ id: 'added-1', ...stored });

      // The list agrees with what the stream said.
      const list = await fixture.app.inject({ method: 'GET', url: PRODUCT_API_PATHS.products });
      expect(list.json<ProductPage>().products.map((p) => p.id)).toEqual(['first', 'added-1']);
    } finally {
      stream.close();
    }
  });

  it('counts active products only; announces an update as `product`, an archive and a delete as `removed` {id}', async () => {
    await fixture.storage.docs.put('products', 'old', { ...stored, status: 'archived' });
    const stream = openStream(port);
    try {
      expect(JSON.parse((await stream.next('ready')).data)).toEqual({ count: 1 });
      await fixture.storage.docs.put('products', 'first', { ...stored, price: 2999 });
      expect(JSON.parse((await stream.next('product')).data)).toMatchObject({ id: 'first', price: 2999 });

      await fixture.storage.docs.put('products', 'first', { ...stored, status: 'archived' });
      const archived = await stream.next('removed');
      expect(archived.id).toBe('first');
      expect(JSON.parse(archived.data)).toEqual({ id: 'first' });

      await fixture.storage.docs.delete('products', 'old');
      expect(JSON.parse((await stream.next('removed')).data)).toEqual({ id: 'old' });
    } finally {
      stream.close();
    }
  });

  it('serves several clients at once and forgets the ones that leave', async () => {
    const a = openStream(port);
    const b = openStream(port);
    try {
      await Promise.all([a.next('ready'), b.next('ready')]);
      a.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await fixture.storage.docs.create('products', 'added-2', stored);
      expect((await b.next('product')).id).toBe('added-2');
    } finally {
      b.close();
    }
  });

  it('does not keep the server from closing', async () => {
    const stream = openStream(port);
    await stream.next('ready');
    const closed = fixture.app.close();
    await expect(
      Promise.race([closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('hung'), 3000))]),
    ).resolves.toBe('closed');
    stream.close();
  });
});
