/**
 * GET /api/products (public): the stored products as Product[], oldest first. With 10,000 products
 * the whole list is ~4 MB of JSON, so the rendering is cached per snapshot version, sent gzipped
 * to clients that accept it (~30× smaller) and revalidated with an ETag (a reload costs a 304).
 * `?offset=&limit=` answer a slice, with the total in `x-total-count`.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_API_PATHS } from 'shared-contracts/catalogue';
import type { ProductsRepository, ProductsSnapshot } from './productsRepository';

export const LIST_LIMIT_MAX = 10_000;

const listQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    offset: { type: 'string', pattern: '^\\d{1,9}$' },
    limit: { type: 'string', pattern: '^\\d{1,5}$' },
  },
} as const;

interface ListQuery {
  offset?: string;
  limit?: string;
}

interface Rendering {
  version: number;
  etag: string;
  json: string;
  gzip: Buffer | null;
}

/** Below this, gzip is not worth its time. */
const GZIP_FROM_BYTES = 1024;

const acceptsGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

export const listProductsRoute: FastifyPluginAsync<{ products: ProductsRepository }> = async (app, { products }) => {
  // Versions restart with the process: the instance tag keeps ETags from two runs apart.
  const instance = randomBytes(6).toString('hex');
  let cached: Rendering | null = null;

  const render = (snapshot: ProductsSnapshot): Rendering => {
    if (cached?.version !== snapshot.version) {
      cached = { version: snapshot.version, etag: `"${instance}-${snapshot.version}"`, json: JSON.stringify(snapshot.products), gzip: null };
    }
    return cached;
  };

  const sendWhole = (request: FastifyRequest, reply: FastifyReply, rendering: Rendering, total: number) => {
    reply.header('etag', rendering.etag).header('vary', 'accept-encoding').header('x-total-count', String(total));
    if (request.headers['if-none-match'] === rendering.etag) return reply.status(304).send();
    reply.type('application/json; charset=utf-8');
    if (acceptsGzip(request) && rendering.json.length >= GZIP_FROM_BYTES) {
      rendering.gzip ??= gzipSync(rendering.json);
      return reply.header('content-encoding', 'gzip').send(rendering.gzip);
    }
    return reply.send(rendering.json);
  };

  app.get<{ Querystring: ListQuery }>(PRODUCT_API_PATHS.products, { schema: { querystring: listQuerySchema } }, async (request, reply) => {
    const snapshot = await products.snapshot();
    const total = snapshot.products.length;
    reply.header('cache-control', 'no-cache');
    const { offset, limit } = request.query;
    if (offset === undefined && limit === undefined) return sendWhole(request, reply, render(snapshot), total);
    const start = Number(offset ?? 0);
    const count = Math.min(Number(limit ?? LIST_LIMIT_MAX), LIST_LIMIT_MAX);
    return reply
      .header('x-total-count', String(total))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(snapshot.products.slice(start, start + count)));
  });
};
