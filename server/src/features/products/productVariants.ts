/**
 * The options and variants of the admin's product writes: the body's shape (loose bounds; the
 * rules are said in words by variantsProblem, the same the admin's editor shows), the variants a
 * write leaves (an edit's list is the whole list: a variant left out is deleted, or kept archived
 * when an order reserved it), and the shop-wide SKU check, read by index from `variantSkus`.
 */
import type { CatalogueProduct, ProductOption, ProductVariant } from 'shared-contracts';
import { PRODUCT_LIMITS } from 'shared-contracts';
import { VARIANT_MESSAGES, variantsProblem, type ProductVariantInput } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { isAllowedImageUrl } from '../uploads/upload-config';
import type { ImageHosts } from './productFields';

const loose = { type: 'string', maxLength: 200 } as const;

export const VARIANT_FIELD_SCHEMAS = {
  options: {
    type: 'array',
    maxItems: 20,
    items: {
      type: 'object',
      required: ['name', 'values'],
      additionalProperties: false,
      properties: { name: loose, values: { type: 'array', maxItems: 100, items: loose } },
    },
  },
  variants: {
    type: 'array',
    maxItems: 500,
    items: {
      type: 'object',
      required: ['sku', 'optionValues', 'price'],
      additionalProperties: false,
      properties: {
        sku: loose,
        optionValues: { type: 'array', maxItems: 20, items: loose },
        price: { type: 'number', maximum: PRODUCT_LIMITS.maxPrice },
        compareAtPrice: { type: 'number', maximum: PRODUCT_LIMITS.maxPrice },
        stock: { type: 'number' },
        images: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: PRODUCT_LIMITS.imgUrl } },
        status: { type: 'string', enum: ['active', 'archived'] },
      },
    },
  },
} as const;

export const FOREIGN_VARIANT_IMAGE_MESSAGE = 'must all be images uploaded to this shop.';

/** The body's options with names and values trimmed (the rules compare what is stored). */
export const trimmedOptions = (options: readonly ProductOption[]): ProductOption[] =>
  options.map(({ name, values }) => ({ name: name.trim(), values: values.map((value) => value.trim()) }));

const trimmedVariant = (variant: ProductVariantInput): ProductVariantInput => ({
  ...variant,
  sku: variant.sku.trim(),
  optionValues: variant.optionValues.map((value) => value.trim()),
});

/**
 * The variants a write stores: each given one (a SKU the product had keeps its stock and status
 * unless given, a new one starts with 0 and active), then the product's variants an order reserved
 * that the list left out, archived. Throws a 400 naming the first broken rule (variantsProblem) or
 * a picture not on this shop's image hosts.
 */
export function variantsAfter(
  options: readonly ProductOption[],
  given: readonly ProductVariantInput[],
  current: readonly ProductVariant[],
  ordered: ReadonlySet<string>,
  imageHosts: ImageHosts,
): ProductVariant[] {
  const trimmed = given.map(trimmedVariant);
  const problem = variantsProblem(options, trimmed);
  if (problem) throw httpError(400, `body/${problem.path}: ${problem.message}`);
  trimmed.forEach((variant, index) => {
    if (!(variant.images ?? []).every((url) => isAllowedImageUrl(url, imageHosts)))
      throw httpError(400, `body/variants/${index}/images ${FOREIGN_VARIANT_IMAGE_MESSAGE}`);
  });
  const before = new Map(current.map((variant) => [variant.sku, variant]));
  const written = trimmed.map(({ images, stock, status, ...variant }): ProductVariant => {
    const previous = before.get(variant.sku);
    return {
      ...variant,
      stock: stock ?? previous?.stock ?? 0,
      status: status ?? previous?.status ?? 'active',
      ...(images && images.length > 0 ? { images } : {}),
    };
  });
  const kept = current
    .filter((variant) => ordered.has(variant.sku) && !written.some((item) => item.sku === variant.sku))
    .map((variant): ProductVariant => ({ ...variant, status: 'archived' }));
  if (kept.length === 0) return written;
  // A variant in an order stays, archived: it must still be one of the options' combinations.
  const all = [...written, ...kept];
  const keptProblem = variantsProblem(options, all);
  if (keptProblem) {
    const skus = kept.map((variant) => variant.sku).join(', ');
    throw httpError(
      400,
      `body/variants: ${skus} ${kept.length === 1 ? 'is' : 'are'} in orders, so ${kept.length === 1 ? 'it stays' : 'they stay'} (archived) and must still fit the options: ${keptProblem.message}`,
    );
  }
  return all;
}

/** Throws a 400 when one of `skus` is another product's (found by the `variantSkus` index). */
export async function refuseSkusOfOtherProducts(
  docs: Pick<DocumentStore, 'query'>,
  skus: readonly string[],
  productId: string,
): Promise<void> {
  for (const sku of new Set(skus)) {
    const owners = await docs.query('products', { where: [['variantSkus', 'array-contains', sku]], limit: 2 });
    if (owners.some(({ id }) => id !== productId))
      throw httpError(400, `body/variants: ${VARIANT_MESSAGES.skuTaken(sku)}`);
  }
}

/** Every picture a product shows: its gallery and its variants' own. */
export const productAndVariantImages = (product: CatalogueProduct): string[] => [
  ...new Set([...(product.images ?? []), ...(product.variants ?? []).flatMap((variant) => variant.images ?? [])]),
];
