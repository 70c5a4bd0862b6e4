/**
 * Product variants: a product may come in up to MAX_PRODUCT_OPTIONS options (Size: 3-seater /
 * 5-seater; Finish: Teak / Walnut), sold as up to MAX_PRODUCT_VARIANTS variants, each one
 * combination with its own SKU, price, stock and status. A product without variants is sold by its
 * own price and stock, exactly as before variants existed. These rules are the same in the admin's
 * editor and on the server; the server alone also checks that a SKU is not another product's.
 */
import type { CatalogueProduct, ProductOption, ProductStatus, ProductVariant } from '../types';
import { MAX_PRODUCT_IMAGES } from './gallery';

export const MAX_PRODUCT_OPTIONS = 3;
export const MAX_PRODUCT_VARIANTS = 100;
export const MAX_OPTION_VALUES = 20;

export const VARIANT_LIMITS = {
  optionName: 30,
  optionValue: 40,
  sku: 40,
} as const;

/** Letters, digits, '.', '_' and '-', starting with a letter or digit: safe in a URL (`?variant=SKU`) and as a key. */
export const SKU_PATTERN = `^[A-Za-z0-9][A-Za-z0-9._-]{0,${VARIANT_LIMITS.sku - 1}}$`;
const SKU = new RegExp(SKU_PATTERN);

export const VARIANT_MESSAGES = {
  tooManyOptions: `A product has at most ${MAX_PRODUCT_OPTIONS} options.`,
  tooManyVariants: `A product has at most ${MAX_PRODUCT_VARIANTS} variants.`,
  optionName: `An option needs a name of 1 to ${VARIANT_LIMITS.optionName} characters.`,
  optionNameTwice: 'Two options have the same name.',
  noValues: 'An option needs at least one value.',
  tooManyValues: `An option has at most ${MAX_OPTION_VALUES} values.`,
  optionValue: `An option value has 1 to ${VARIANT_LIMITS.optionValue} characters.`,
  valueTwice: 'An option has the same value twice.',
  variantsWithoutOptions: 'Variants need the options they choose from.',
  optionsWithoutVariants: 'A product with options needs at least one variant.',
  sku: `A SKU has 1 to ${VARIANT_LIMITS.sku} letters, digits, '.', '_' or '-', starting with a letter or digit.`,
  skuTwice: (sku: string): string => `The SKU ${sku} is used by two variants.`,
  skuTaken: (sku: string): string => `The SKU ${sku} is already another product's.`,
  valueCount: (options: number): string => `A variant chooses one value of each of the ${options} options.`,
  unknownValue: (option: string, value: string): string => `The option ${option} has no value "${value}".`,
  combinationTwice: (label: string): string => `Two variants are ${label}.`,
  price: 'A variant price is a whole number of rupees above zero.',
  compareAtPrice: "A variant's compare-at price is a whole number of rupees above its price.",
  stock: 'A variant stock is a whole number of 0 or more.',
  tooManyImages: `A variant has at most ${MAX_PRODUCT_IMAGES} pictures.`,
  status: "A variant's status is active or archived.",
} as const;

/** Why a cart, wishlist or order line's variant cannot be bought, naming it. */
export const VARIANT_LINE_MESSAGES = {
  chooseVariant: (productName: string): string =>
    `${productName} comes in several versions: choose one (size, finish) before adding it.`,
  unknownSku: (productName: string, sku: string): string =>
    `${productName} has no version ${sku}. Remove it from your cart and choose again.`,
  archivedSku: (name: string): string => `${name} is no longer sold. Remove it from your cart and choose another.`,
  noVariants: (productName: string): string => `${productName} has no versions to choose from: leave the SKU out.`,
} as const;

/** A variant as the admin's create and edit send it: stock 0 and active when left out. */
export type ProductVariantInput = Omit<ProductVariant, 'stock' | 'status'> & { stock?: number; status?: ProductStatus };

/** What a write's variants are checked as: the path in the body (`variants/2/sku`) and the sentence. */
export interface VariantsProblem {
  path: string;
  message: string;
}

type WithVariants = Pick<CatalogueProduct, 'options' | 'variants'>;

/** Whether the product is sold by variants (then a cart line must name one). */
export const hasVariants = (product: WithVariants): boolean => (product.variants?.length ?? 0) > 0;

/** The variants a shopper may buy. */
export const activeVariants = (product: WithVariants): ProductVariant[] =>
  (product.variants ?? []).filter((variant) => variant.status === 'active');

export const findVariant = (product: WithVariants, sku: string): ProductVariant | undefined =>
  product.variants?.find((variant) => variant.sku === sku);

/** The variant's option values as a shopper reads them: "5-seater, Walnut". */
export const variantLabel = (variant: Pick<ProductVariant, 'optionValues'>): string => variant.optionValues.join(', ');

/** What a cart, order, invoice or CSV line is called: "Sofa — 5-seater, Walnut", or the product's name alone. */
export const lineName = (line: { productName: string; variantLabel?: string }): string =>
  line.variantLabel ? `${line.productName} — ${line.variantLabel}` : line.productName;

/** Whether two cart or wishlist lines are the same line: one product, and the same variant or none. */
export const sameLine = (
  a: { id: string; variantSku?: string | undefined },
  b: { id: string; variantSku?: string | undefined },
): boolean => a.id === b.id && (a.variantSku ?? '') === (b.variantSku ?? '');

/** The name of one variant of a product: "Sofa — 5-seater, Walnut". */
export const variantLineName = (
  product: Pick<CatalogueProduct, 'productName'>,
  variant: Pick<ProductVariant, 'optionValues'>,
): string => lineName({ productName: product.productName, variantLabel: variantLabel(variant) });

/**
 * The price a listing shows: the lowest active variant's price ("from ₹…"), or the product's own
 * price without variants (or when none is active).
 */
export function listingPrice(product: WithVariants & Pick<CatalogueProduct, 'price'>): number {
  const prices = activeVariants(product).map((variant) => variant.price);
  return prices.length > 0 ? Math.min(...prices) : product.price;
}

/** The units a shopper may buy: the active variants' together, or the product's own stock without variants. */
export function listingStock(product: WithVariants & Pick<CatalogueProduct, 'stock'>): number {
  if (!hasVariants(product)) return product.stock;
  return activeVariants(product).reduce((sum, variant) => sum + variant.stock, 0);
}

const isWhole = (value: number, least: number): boolean => Number.isSafeInteger(value) && value >= least;
const blankOrLonger = (value: string, most: number): boolean => value.trim() !== value || !value || value.length > most;

function optionsProblem(options: readonly ProductOption[]): VariantsProblem | null {
  if (options.length > MAX_PRODUCT_OPTIONS) return { path: 'options', message: VARIANT_MESSAGES.tooManyOptions };
  const names = new Set<string>();
  for (const [index, option] of options.entries()) {
    const path = `options/${index}`;
    if (blankOrLonger(option.name, VARIANT_LIMITS.optionName))
      return { path: `${path}/name`, message: VARIANT_MESSAGES.optionName };
    const key = option.name.toLowerCase();
    if (names.has(key)) return { path: `${path}/name`, message: VARIANT_MESSAGES.optionNameTwice };
    names.add(key);
    if (option.values.length === 0) return { path: `${path}/values`, message: VARIANT_MESSAGES.noValues };
    if (option.values.length > MAX_OPTION_VALUES)
      return { path: `${path}/values`, message: VARIANT_MESSAGES.tooManyValues };
    const values = new Set<string>();
    for (const [at, value] of option.values.entries()) {
      if (blankOrLonger(value, VARIANT_LIMITS.optionValue))
        return { path: `${path}/values/${at}`, message: VARIANT_MESSAGES.optionValue };
      if (values.has(value.toLowerCase()))
        return { path: `${path}/values/${at}`, message: VARIANT_MESSAGES.valueTwice };
      values.add(value.toLowerCase());
    }
  }
  return null;
}

function variantProblem(
  options: readonly ProductOption[],
  variant: ProductVariantInput,
  path: string,
): VariantsProblem | null {
  if (!SKU.test(variant.sku)) return { path: `${path}/sku`, message: VARIANT_MESSAGES.sku };
  if (variant.optionValues.length !== options.length)
    return { path: `${path}/optionValues`, message: VARIANT_MESSAGES.valueCount(options.length) };
  for (const [index, value] of variant.optionValues.entries()) {
    const option = options[index];
    if (option && !option.values.includes(value))
      return { path: `${path}/optionValues/${index}`, message: VARIANT_MESSAGES.unknownValue(option.name, value) };
  }
  if (!isWhole(variant.price, 1)) return { path: `${path}/price`, message: VARIANT_MESSAGES.price };
  if (
    variant.compareAtPrice !== undefined &&
    !(isWhole(variant.compareAtPrice, 1) && variant.compareAtPrice > variant.price)
  )
    return { path: `${path}/compareAtPrice`, message: VARIANT_MESSAGES.compareAtPrice };
  if (variant.stock !== undefined && !isWhole(variant.stock, 0))
    return { path: `${path}/stock`, message: VARIANT_MESSAGES.stock };
  if (variant.status !== undefined && variant.status !== 'active' && variant.status !== 'archived')
    return { path: `${path}/status`, message: VARIANT_MESSAGES.status };
  if ((variant.images?.length ?? 0) > MAX_PRODUCT_IMAGES)
    return { path: `${path}/images`, message: VARIANT_MESSAGES.tooManyImages };
  return null;
}

/**
 * Why these options and variants cannot be a product's, or null when they can: at most 3 options
 * with distinct names and values, at most 100 variants, each choosing an existing value of every
 * option, no two with one SKU or one combination, whole-rupee prices above 0 and stock of 0 or
 * more. No options and no variants: a product without variants.
 */
export function variantsProblem(
  options: readonly ProductOption[],
  variants: readonly ProductVariantInput[],
): VariantsProblem | null {
  const badOptions = optionsProblem(options);
  if (badOptions) return badOptions;
  if (variants.length > MAX_PRODUCT_VARIANTS) return { path: 'variants', message: VARIANT_MESSAGES.tooManyVariants };
  if (variants.length > 0 && options.length === 0)
    return { path: 'options', message: VARIANT_MESSAGES.variantsWithoutOptions };
  if (options.length > 0 && variants.length === 0)
    return { path: 'variants', message: VARIANT_MESSAGES.optionsWithoutVariants };
  const skus = new Set<string>();
  const combinations = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    const path = `variants/${index}`;
    const problem = variantProblem(options, variant, path);
    if (problem) return problem;
    if (skus.has(variant.sku)) return { path: `${path}/sku`, message: VARIANT_MESSAGES.skuTwice(variant.sku) };
    skus.add(variant.sku);
    const combination = JSON.stringify(variant.optionValues);
    if (combinations.has(combination))
      return { path: `${path}/optionValues`, message: VARIANT_MESSAGES.combinationTwice(variantLabel(variant)) };
    combinations.add(combination);
  }
  return null;
}
