/**
 * The products API over one repository (one change-feed subscription for the whole app): the list
 * (whole or paged), one product, the live stream, the seed pictures, and the admin's create, edit
 * and delete; and the reviews API, which reads the same snapshot.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { StoragePort } from '../../storage/port';
import { createUploadClaims } from '../uploads/upload-claims';
import type { UploadConfig } from '../uploads/upload-config';
import { createProductRoute } from './createProduct';
import { deleteProductRoute } from './deleteProduct';
import { getProductRoute } from './getProduct';
import { listProductsRoute } from './listProducts';
import { withSeedArt } from './productFields';
import { productStreamRoute } from './productStream';
import type { StreamLimits } from '../../http-config';
import { createProductsRepository } from './productsRepository';
import { seedArtBaseUrl, seedArtRoute } from './seed/seedArt';
import { updateProductRoute } from './updateProduct';
import type { ReviewConfig } from '../reviews/review-config';
import { reviewsRoutes } from '../reviews/routes';
import { productCsvRoutes } from '../product-csv/routes';
import { namedPlugin } from '../../plugins/named-plugin';

export interface ProductsRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
  uploads: Pick<UploadConfig, 'allowedImageUrlPrefixes' | 'publicBaseUrl'>;
  heartbeatMs?: number;
  /** Caps on open product streams (default: unlimited, for tests of other things). */
  streamLimits?: StreamLimits;
  /** Whether visitors' reviews wait for the admin's approval (default: they do). */
  reviews?: ReviewConfig;
}

export const productsRoutes: FastifyPluginAsync<ProductsRoutesOptions> = namedPlugin(
  'productsRoutes',
  async (app, { storage, uploads, heartbeatMs, streamLimits, reviews = { holdVisitorReviews: true } }) => {
    const products = createProductsRepository(storage.docs);
    app.addHook('onClose', async () => products.close());
    const users = storage.users;
    const imageHosts = withSeedArt(uploads, seedArtBaseUrl(uploads.publicBaseUrl));
    await app.register(seedArtRoute);
    await app.register(listProductsRoute, { products, users });
    await app.register(productStreamRoute, { products, heartbeatMs, limits: streamLimits });
    await app.register(getProductRoute, { products, users });
    const uploadClaims = createUploadClaims(storage.docs, app.log);
    await app.register(createProductRoute, { users, products, imageHosts, uploadClaims, docs: storage.docs });
    await app.register(updateProductRoute, { users, products, imageHosts, uploadClaims, docs: storage.docs });
    await app.register(deleteProductRoute, { users, products, docs: storage.docs });
    await app.register(productCsvRoutes, { users, products, docs: storage.docs, imageHosts, uploadClaims });
    await app.register(reviewsRoutes, { docs: storage.docs, users, products, ...reviews });
  },
);
