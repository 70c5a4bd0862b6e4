/**
 * The public products API: the list and the live stream, over one repository (one change-feed
 * subscription for the whole app). POST /api/products (admin) is createProduct.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import { listProductsRoute } from './listProducts';
import { productStreamRoute } from './productStream';
import { createProductsRepository } from './productsRepository';

export interface ProductsReadOptions {
  docs: Pick<DocumentStore, 'list' | 'watch'>;
  heartbeatMs?: number;
}

export const productsReadRoutes: FastifyPluginAsync<ProductsReadOptions> = async (app, { docs, heartbeatMs }) => {
  const products = createProductsRepository(docs);
  app.addHook('onClose', async () => products.close());
  await app.register(listProductsRoute, { products });
  await app.register(productStreamRoute, { products, heartbeatMs });
};
