/**
 * PATCH /api/products/{id} (admin only): changes any of the writable fields (stock, status, a new
 * picture or the whole gallery included: productFields.ts galleryAfter), checked like create; at
 * least one field, unknown ones are a 400. Answers the product as stored; the change feed carries it to live views (archived: removed from the shop).
 * The write itself (`editStoredProduct`) is the product file import's too.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import type { UpdateProductRequest } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { adminOnly } from '../admin/require-admin';
import type { ProductWriteOptions } from './createProduct';
import { notFoundMessage, PRODUCT_PATH } from './getProduct';
import { checkCompareAtPrice, checkProductFields, galleryAfter, PRODUCT_UPDATE_FIELD_SCHEMAS } from './productFields';
import { productResponseSchema } from './productSchema';
import { productAndVariantImages, refuseSkusOfOtherProducts, trimmedOptions, variantsAfter } from './productVariants';
import { withVariantTotals } from './variantRecord';
import { namedPlugin } from '../../plugins/named-plugin';

export const updateProductBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { ...PRODUCT_UPDATE_FIELD_SCHEMAS, status: { type: 'string', enum: ['active', 'archived'] } },
} as const;

export const EDITED_SINCE_MESSAGE =
  'Someone edited this product after it was read; read it again and repeat the change.';

export type ProductEditDeps = Pick<ProductWriteOptions, 'products' | 'imageHosts' | 'uploadClaims' | 'docs'>;

/** A product edit as it landed: the product just before it (read in the write's own transaction) and after. */
export interface ProductEdited {
  before: CatalogueProduct;
  after: CatalogueProduct;
}

/**
 * Writes `changes` onto product `id` by every rule of the product API (a 400 or 404 otherwise).
 * With `lastEditedAt`, only onto the product as an admin last left it then (its `updatedAt`; units
 * shoppers moved since do not count): else a 409 and nothing written.
 */
export async function editStoredProduct(
  { products, imageHosts, uploadClaims, docs }: ProductEditDeps,
  id: string,
  body: UpdateProductRequest,
  lastEditedAt?: string,
): Promise<ProductEdited> {
  const changes = checkProductFields(body, imageHosts);
  const updatedAt = new Date().toISOString();
  const { maxPerOrder, compareAtPrice, imgUrl, images, options, variants, ...fields } = changes;
  if (variants)
    await refuseSkusOfOtherProducts(
      docs,
      variants.map((variant) => variant.sku.trim()),
      id,
    );
  let before: CatalogueProduct | null = null;
  const updated = await products.update(id, (current, { orderedSkus }): CatalogueProduct => {
    if (lastEditedAt !== undefined && current.updatedAt !== lastEditedAt) throw httpError(409, EDITED_SINCE_MESSAGE);
    // The run the store commits is the last one: its `current` is the product the edit landed on.
    before = current;
    const { maxPerOrder: currentMax, compareAtPrice: currentCompareAt, ...rest } = current;
    const chosen = options ? trimmedOptions(options) : (current.options ?? []);
    const sold =
      options || variants
        ? variantsAfter(chosen, variants ?? current.variants ?? [], current.variants ?? [], orderedSkus, imageHosts)
        : (current.variants ?? []);
    // null clears the product's own limit (the shop's default applies again).
    const limit = maxPerOrder === undefined ? currentMax : (maxPerOrder ?? undefined);
    // null ends the sale; a new price keeps the sale only while it is still below the compare-at price.
    const compareAt = compareAtPrice === undefined ? currentCompareAt : (compareAtPrice ?? undefined);
    const next: CatalogueProduct = withVariantTotals({
      ...rest,
      ...fields,
      options: chosen,
      variants: sold,
      ...galleryAfter(current, { imgUrl, images }),
      ...(limit === undefined ? {} : { maxPerOrder: limit }),
      ...(compareAt === undefined ? {} : { compareAtPrice: compareAt }),
      id,
      updatedAt,
    });
    // Throwing here leaves the stored product as it was (the write does not happen).
    checkCompareAtPrice(next.price, next.compareAtPrice);
    return next;
  });
  if (!updated || !before) throw httpError(404, notFoundMessage(id));
  if (imgUrl !== undefined || images !== undefined || variants !== undefined)
    await uploadClaims.claim(id, productAndVariantImages(updated));
  return { before, after: updated };
}

export const updateProductRoute: FastifyPluginAsync<ProductWriteOptions> = namedPlugin(
  'updateProductRoute',
  async (app, options) => {
    app.patch<{ Params: { id: string }; Body: UpdateProductRequest }>(
      PRODUCT_PATH,
      {
        schema: { body: updateProductBodySchema, response: { 200: productResponseSchema } },
        onRequest: adminOnly(app, options.users),
      },
      async (request) => (await editStoredProduct(options, request.params.id, request.body)).after,
    );
  },
);
