/**
 * GET /api/products/stream (public, Server-Sent Events): on connect a `ready` event with the number
 * of stored products, then a `product` event (the Product as JSON) for every product written, and a
 * comment line as heartbeat so proxies keep the connection open. EventSource reconnects by itself
 * (after `retry` ms); the client compares counts to know whether it missed anything meanwhile.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Product } from 'shared-contracts';
import { PRODUCT_API_PATHS, PRODUCT_STREAM_EVENTS, type ProductStreamReady } from 'shared-contracts/catalogue';
import type { ProductsRepository } from './productsRepository';

export interface ProductStreamOptions {
  products: ProductsRepository;
  heartbeatMs?: number;
  /** How long a client waits before reconnecting. */
  retryMs?: number;
}

const event = (name: string, data: unknown, id?: string): string =>
  `event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

export const productStreamRoute: FastifyPluginAsync<ProductStreamOptions> = async (app, { products, heartbeatMs = 25_000, retryMs = 3000 }) => {
  const open = new Set<(closing?: boolean) => void>();
  // Open streams would keep app.close() waiting for ever: end them (and their connections) first.
  app.addHook('preClose', async () => {
    [...open].forEach((end) => end(true));
  });

  app.get(PRODUCT_API_PATHS.stream, async (request, reply) => {
    const res = reply.raw;
    reply.hijack();
    // Hijacked replies skip Fastify's header handling: carry over what hooks set (CORS, request id).
    const headers: OutgoingHttpHeaders = {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    };
    res.writeHead(200, headers);
    const write = (chunk: string): void => {
      if (!res.writableEnded && !res.destroyed) res.write(chunk);
    };
    write(`retry: ${retryMs}\n\n`);

    // Follow the feed before counting, so nothing written in between is lost.
    const stopWatching = products.watch((product: Product) => write(event(PRODUCT_STREAM_EVENTS.product, product, product.id)));
    const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
    const end = (closing = false): void => {
      clearInterval(heartbeat);
      stopWatching();
      open.delete(end);
      if (!res.writableEnded) res.end();
      if (closing) res.socket?.destroy();
    };
    open.add(end);
    request.raw.on('close', () => end());

    try {
      const { products: stored } = await products.snapshot();
      const ready: ProductStreamReady = { count: stored.length };
      write(event(PRODUCT_STREAM_EVENTS.ready, ready));
    } catch (error) {
      request.log.error({ err: error }, 'product stream: could not count products');
      end();
    }
  });
};
