/**
 * PATCH /api/products/{id} (admin only): changes any of the writable fields (stock, status, a new
 * picture or the whole gallery included: productFields.ts galleryAfter), checked like create; at
 * least one field, unknown ones are a 400. Answers the product as stored; the change feed carries it to live views (archived: removed from the shop).
 * With If-Match (the ETag its GET answered) the edit lands only on the product as it was read,
 * checked in the write's own transaction: else 412 and nothing written.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueProduct } from 'shared-contracts';
import type { UpdateProductRequest } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import { adminOnly } from '../admin/require-admin';
import type { ProductWriteOptions } from './createProduct';
import { notFoundMessage, PRODUCT_PATH, productETag } from './getProduct';
import { checkCompareAtPrice, checkProductFields, galleryAfter, PRODUCT_UPDATE_FIELD_SCHEMAS } from './productFields';
import { productResponseSchema } from './productSchema';
import { productAndVariantImages, refuseSkusOfOtherProducts, trimmedOptions, variantsAfter } from './productVariants';
import { withVariantTotals } from './variantRecord';
import { namedPlugin } from '../../plugins/named-plugin';

export const CHANGED_SINCE_READ_MESSAGE =
  'This product was changed after it was read (its ETag differs): read it again and repeat the edit.';

export const updateProductBodySchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: false,
  properties: { ...PRODUCT_UPDATE_FIELD_SCHEMAS, status: { type: 'string', enum: ['active', 'archived'] } },
} as const;

export const updateProductRoute: FastifyPluginAsync<ProductWriteOptions> = namedPlugin(
  'updateProductRoute',
  async (app, { users, products, imageHosts, uploadClaims, docs }) => {
    app.patch<{ Params: { id: string }; Body: UpdateProductRequest }>(
      PRODUCT_PATH,
      {
        schema: { body: updateProductBodySchema, response: { 200: productResponseSchema } },
        onRequest: adminOnly(app, users),
      },
      async (request) => {
        const { id } = request.params;
        const expected = request.headers['if-match'];
        const changes = checkProductFields(request.body, imageHosts);
        const updatedAt = new Date().toISOString();
        const { maxPerOrder, compareAtPrice, imgUrl, images, options, variants, ...fields } = changes;
        if (variants)
          await refuseSkusOfOtherProducts(
            docs,
            variants.map((variant) => variant.sku.trim()),
            id,
          );
        const updated = await products.update(id, (current, { orderedSkus }): CatalogueProduct => {
          if (expected !== undefined && expected !== productETag(current))
            throw httpError(412, CHANGED_SINCE_READ_MESSAGE);
          const { maxPerOrder: currentMax, compareAtPrice: currentCompareAt, ...rest } = current;
          const chosen = options ? trimmedOptions(options) : (current.options ?? []);
          const sold =
            options || variants
              ? variantsAfter(
                  chosen,
                  variants ?? current.variants ?? [],
                  current.variants ?? [],
                  orderedSkus,
                  imageHosts,
                )
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
        if (!updated) throw httpError(404, notFoundMessage(id));
        if (imgUrl !== undefined || images !== undefined || variants !== undefined)
          await uploadClaims.claim(id, productAndVariantImages(updated));
        return updated;
      },
    );
  },
);
