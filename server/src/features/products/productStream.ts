/**
 * GET /api/products/stream (public, Server-Sent Events): on connect a `ready` event with the number
 * of active products (the length of the whole list), then a `product` event (the product as JSON)
 * for every active product created or updated, a `removed` event ({id}) for every product archived
 * or deleted, and a comment line as heartbeat so proxies keep the connection open. EventSource
 * reconnects by itself (after `retry` ms); the client compares counts to know whether it missed
 * anything meanwhile. Open streams are capped per client IP (429) and in all (503), each with
 * Retry-After: a connection held open costs a socket and a watcher, so they must not be free.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import {
  PRODUCT_API_PATHS,
  PRODUCT_STREAM_EVENTS,
  type ProductRemoved,
  type ProductStreamReady,
} from 'shared-contracts/catalogue';
import type { StreamLimits } from '../../http-config';
import { httpError } from '../../http-errors';
import { clientKey } from '../../plugins/client-key';
import { productJson } from './catalogueView';
import type { ProductChange, ProductsRepository } from './productsRepository';
import { namedPlugin } from '../../plugins/named-plugin';

export interface ProductStreamOptions {
  products: ProductsRepository;
  heartbeatMs?: number;
  /** How long a client waits before reconnecting. */
  retryMs?: number;
  limits?: StreamLimits;
}

export const TOO_MANY_STREAMS_MESSAGE = 'Too many live connections from your network. Please try again in a minute.';
export const STREAMS_FULL_MESSAGE = 'The shop has too many live connections right now. Please try again in a minute.';

const event = (name: string, json: string, id?: string): string =>
  `event: ${name}\n${id ? `id: ${id}\n` : ''}data: ${json}\n\n`;

/** The event announcing a change: shoppers see active products only. */
function changeEvent({ id, product }: ProductChange): string {
  if (product?.status === 'active') return event(PRODUCT_STREAM_EVENTS.product, productJson(product), id);
  const removed: ProductRemoved = { id };
  return event(PRODUCT_STREAM_EVENTS.removed, JSON.stringify(removed), id);
}

export const productStreamRoute: FastifyPluginAsync<ProductStreamOptions> = namedPlugin(
  'productStreamRoute',
  async (
    app,
    { products, heartbeatMs = 25_000, retryMs = 3000, limits = { maxPerIp: Infinity, maxTotal: Infinity } },
  ) => {
    const open = new Set<(closing?: boolean) => void>();
    const perIp = new Map<string, number>();
    // Open streams would keep app.close() waiting for ever: end them (and their connections) first.
    app.addHook('preClose', async () => {
      [...open].forEach((end) => end(true));
    });

    app.get(PRODUCT_API_PATHS.stream, async (request, reply) => {
      const client = clientKey(request.ip);
      const fromIp = perIp.get(client) ?? 0;
      if (fromIp >= limits.maxPerIp) {
        reply.header('retry-after', '60');
        throw httpError(429, TOO_MANY_STREAMS_MESSAGE);
      }
      if (open.size >= limits.maxTotal) {
        reply.header('retry-after', '60');
        throw httpError(503, STREAMS_FULL_MESSAGE);
      }
      perIp.set(client, fromIp + 1);
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
      const stopWatching = products.watch((change) => write(changeEvent(change)));
      // For the shopper's open tab: a proxy closes a connection idle too long, and the page's live
      // updates would stop until EventSource reconnects.
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), heartbeatMs);
      let ended = false;
      const end = (closing = false): void => {
        if (!ended) {
          ended = true;
          const left = (perIp.get(client) ?? 1) - 1;
          if (left > 0) perIp.set(client, left);
          else perIp.delete(client);
        }
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
        const ready: ProductStreamReady = { count: stored.filter((product) => product.status === 'active').length };
        write(event(PRODUCT_STREAM_EVENTS.ready, JSON.stringify(ready)));
      } catch (error) {
        request.log.error({ err: error }, 'product stream: could not count products');
        end();
      }
    });
  },
);
