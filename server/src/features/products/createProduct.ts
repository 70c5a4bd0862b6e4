/**
 * POST /api/products (admin only): adds a product to the remote catalogue, products/{id}.
 * 401 signed out, 403 for a non-admin (role from users/{uid}); the body is checked against a
 * strict schema (unknown fields, a price of 0 or less, over-long text → 400) and the image must be
 * on an accepted image host (config.uploads.allowedImageUrlPrefixes). Reviews start empty.
 * The stored document is the Product without its id (the document id); the products change feed
 * (storage.docs.watch) carries it to live shop views.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_API_PATHS, FILTER_CATEGORIES, PRODUCT_LIMITS, type CreateProductRequest, type Product } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { isAllowedImageUrl, type UploadConfig } from '../uploads/upload-config';

export interface CreateProductOptions {
  storage: Pick<StoragePort, 'users' | 'docs'>;
  uploads: Pick<UploadConfig, 'allowedImageUrlPrefixes'>;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;

export const createProductBodySchema = {
  type: 'object',
  required: ['productName', 'shortDesc', 'description', 'category', 'price', 'imgUrl'],
  additionalProperties: false,
  properties: {
    productName: text(PRODUCT_LIMITS.productName),
    shortDesc: text(PRODUCT_LIMITS.shortDesc),
    description: text(PRODUCT_LIMITS.description),
    category: { type: 'string', enum: [...FILTER_CATEGORIES] },
    price: { type: 'number', exclusiveMinimum: 0, maximum: PRODUCT_LIMITS.maxPrice },
    imgUrl: text(PRODUCT_LIMITS.imgUrl),
  },
} as const;

const productSchema = {
  type: 'object',
  required: ['id', 'productName', 'imgUrl', 'category', 'price', 'shortDesc', 'description', 'reviews', 'avgRating'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    productName: { type: 'string' },
    imgUrl: { type: 'string' },
    category: { type: 'string' },
    price: { type: 'number' },
    shortDesc: { type: 'string' },
    description: { type: 'string' },
    reviews: { type: 'array', maxItems: 0 },
    avgRating: { type: 'number' },
  },
} as const;

/** A Firestore-style 20-character document id. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const newProductId = (): string => Array.from(randomBytes(20), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');

export const FOREIGN_IMAGE_MESSAGE = 'body/imgUrl must be an image uploaded to this shop.';

export const createProductRoute: FastifyPluginAsync<CreateProductOptions> = async (app, { storage, uploads }) => {
  app.post<{ Body: CreateProductRequest }>(
    ADMIN_API_PATHS.products,
    {
      schema: { body: createProductBodySchema, response: { 201: productSchema } },
      onRequest: adminOnly(app, storage.users),
    },
    async (request, reply) => {
      const body = request.body;
      const trimmed = {
        productName: body.productName.trim(),
        shortDesc: body.shortDesc.trim(),
        description: body.description.trim(),
      };
      for (const [field, value] of Object.entries(trimmed)) {
        if (!value) throw httpError(400, `body/${field} must not be blank`);
      }
      if (!Number.isFinite(body.price)) throw httpError(400, 'body/price must be a number');
      if (!isAllowedImageUrl(body.imgUrl, uploads)) throw httpError(400, FOREIGN_IMAGE_MESSAGE);

      const id = newProductId();
      const fields = { ...trimmed, category: body.category, price: body.price, imgUrl: body.imgUrl, avgRating: 0 };
      await storage.docs.create('products', id, { ...fields, reviews: [] });
      const product: Product = { id, ...fields, reviews: [] };
      return reply.status(201).send(product);
    },
  );
};
