/**
 * GET /api/products/{id} (public): one product from the in-memory snapshot, with an ETag made
 * from its content (a 304 when unchanged). An unknown id, or an archived product asked for by a
 * shopper, is a 404 with a sentence saying so; an admin (a valid admin token) sees archived ones.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import { STOCK_TEXT } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import type { UsersRepository } from '../../storage/port';
import { requireAdmin } from '../admin/require-admin';
import { productJson } from './catalogueView';
import type { ProductsRepository } from './productsRepository';
import { namedPlugin } from '../../plugins/named-plugin';

export const PRODUCT_PATH = '/api/products/:id';

export const notFoundMessage = (id: string): string => `No product with id '${id}' is sold here.`;
/** The product page tells an archived product from an unknown id by this sentence. */
export const ARCHIVED_MESSAGE = STOCK_TEXT.noLongerAvailable;

export interface GetProductOptions {
  products: ProductsRepository;
  users: Pick<UsersRepository, 'get'>;
}

const etagCache = new WeakMap<CatalogueProduct, string>();
function etagOf(product: CatalogueProduct): string {
  let etag = etagCache.get(product);
  if (etag === undefined) {
    etag = `"${createHash('sha1').update(productJson(product)).digest('base64url').slice(0, 20)}"`;
    etagCache.set(product, etag);
  }
  return etag;
}

/** Whether the caller is a signed-in, verified admin; any failure (no token, bad token) means no. */
async function isAdmin(
  app: FastifyInstance,
  users: GetProductOptions['users'],
  request: FastifyRequest,
): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await app.requireVerifiedUser(request);
    await requireAdmin(users)(request);
    return true;
  } catch {
    return false;
  }
}

export const getProductRoute: FastifyPluginAsync<GetProductOptions> = namedPlugin(
  'getProductRoute',
  async (app, { products, users }) => {
    app.get<{ Params: { id: string } }>(PRODUCT_PATH, async (request, reply) => {
      const { id } = request.params;
      const snapshot = await products.snapshot();
      const at = snapshot.indexById.get(id);
      const product = at === undefined ? undefined : snapshot.products[at];
      if (!product) throw httpError(404, notFoundMessage(id));
      // Archived: a 404 that says so (the shop page tells the shopper), never cached as public.
      if (product.status === 'archived') {
        reply.header('cache-control', 'private, no-cache').header('vary', 'authorization');
        if (!(await isAdmin(app, users, request))) throw httpError(404, ARCHIVED_MESSAGE);
      } else reply.header('cache-control', 'no-cache');
      const etag = etagOf(product);
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(productJson(product));
    });
  },
);
