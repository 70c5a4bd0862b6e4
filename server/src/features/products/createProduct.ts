/**
 * POST /api/products (admin only): adds a product to the catalogue, products/{id}.
 * 401 signed out, 403 for a non-admin (role from users/{uid}); the body is checked like every
 * product write (productFields.ts). Reviews start empty, status active; `stock` is 0 when left out
 * (the owner says how many once they have them: never sell what was not counted); the gallery is
 * `imgUrl` alone when `images` is left out.
 * The products change feed (storage.docs.watch) carries the new product to live shop views.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PATHS, type CatalogueProduct, type CreateProductRequest } from 'shared-contracts';
import type { DocumentStore, UsersRepository } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import type { UploadClaims } from '../uploads/upload-claims';
import {
  checkCompareAtPrice,
  checkProductFields,
  galleryAfter,
  PRODUCT_FIELD_SCHEMAS,
  type ImageHosts,
} from './productFields';
import type { ProductsRepository } from './productsRepository';
import { productResponseSchema } from './productSchema';
import { productAndVariantImages, refuseSkusOfOtherProducts, trimmedOptions, variantsAfter } from './productVariants';
import { withVariantTotals } from './variantRecord';
import { namedPlugin } from '../../plugins/named-plugin';

export { FOREIGN_IMAGE_MESSAGE } from './productFields';

/** What the admin's product writes (create, edit) need. */
export interface ProductWriteOptions {
  users: Pick<UsersRepository, 'get'>;
  products: ProductsRepository;
  imageHosts: ImageHosts;
  /** Records the stored uploads a saved product shows, so the uploads sweep keeps them by point reads. */
  uploadClaims: UploadClaims;
  /** The shop-wide SKU check's index reads. */
  docs: Pick<DocumentStore, 'query'>;
}

export const createProductBodySchema = {
  type: 'object',
  required: ['productName', 'shortDesc', 'description', 'category', 'price', 'imgUrl'],
  additionalProperties: false,
  properties: PRODUCT_FIELD_SCHEMAS,
} as const;

/** A Firestore-style 20-character document id. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newProductId = (): string =>
  Array.from(randomBytes(20), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

export const createProductRoute: FastifyPluginAsync<ProductWriteOptions> = namedPlugin(
  'createProductRoute',
  async (app, { users, products, imageHosts, uploadClaims, docs }) => {
    app.post<{ Body: CreateProductRequest }>(
      ADMIN_API_PATHS.products,
      {
        schema: { body: createProductBodySchema, response: { 201: productResponseSchema } },
        onRequest: adminOnly(app, users),
      },
      async (request, reply) => {
        const {
          stock = 0,
          images,
          options = [],
          variants = [],
          ...fields
        } = checkProductFields(request.body, imageHosts);
        const id = newProductId();
        const chosen = trimmedOptions(options);
        const sold = variantsAfter(chosen, variants, [], new Set(), imageHosts);
        await refuseSkusOfOtherProducts(
          docs,
          sold.map((variant) => variant.sku),
          id,
        );
        const now = new Date().toISOString();
        const product: CatalogueProduct = withVariantTotals({
          id,
          ...fields,
          options: chosen,
          variants: sold,
          images: galleryAfter({ imgUrl: fields.imgUrl }, { images }).images,
          reviews: [],
          avgRating: 0,
          reviewCount: 0,
          stock,
          status: 'active',
          createdAt: now,
          updatedAt: now,
        });
        // With variants, the price checked is the lowest the product sells at.
        checkCompareAtPrice(product.price, product.compareAtPrice);
        await products.create(product);
        await uploadClaims.claim(product.id, productAndVariantImages(product));
        return reply.status(201).send(product);
      },
    );
  },
);
