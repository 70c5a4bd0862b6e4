import type { CatalogueProduct, ProductOption, ProductStatus } from 'shared-contracts';
import { variantsProblem, type ProductVariantInput, type VariantsProblem } from 'shared-contracts/catalogue';

/** One variant as the editor holds it: price, compare-at price (whole ₹) and stock as the inputs' strings. */
export interface DraftVariant {
  /** Stable across edits of the SKU, for React keys and row selection. */
  key: string;
  sku: string;
  optionValues: string[];
  price: string;
  /** Empty: not on sale. */
  compareAtPrice: string;
  stock: string;
  status: ProductStatus;
  /** Chosen among the product's stored pictures; empty: the product's. */
  images: string[];
}

export interface VariantsDraft {
  options: ProductOption[];
  variants: DraftVariant[];
}

export const EMPTY_VARIANTS: VariantsDraft = { options: [], variants: [] };

let nextKey = 0;
/** A key no other row of this page has. */
export const newVariantKey = (): string => `variant-${(nextKey += 1)}`;

/** A variant the admin adds: these values, the product's price as typed, no stock yet, active. */
export const newDraftVariant = (sku: string, optionValues: string[], price: string): DraftVariant => ({
  key: newVariantKey(),
  sku,
  optionValues,
  price,
  compareAtPrice: '',
  stock: '0',
  status: 'active',
  images: [],
});

/** A typed number as the API takes it; what is not a number stays NaN so variantsProblem names it. */
const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The editor's variants as the API takes them. */
export function variantInputs(draft: VariantsDraft): ProductVariantInput[] {
  return draft.variants.map((variant) => ({
    sku: variant.sku,
    optionValues: variant.optionValues,
    price: typedNumber(variant.price),
    ...(variant.compareAtPrice.trim() === '' ? {} : { compareAtPrice: typedNumber(variant.compareAtPrice) }),
    stock: typedNumber(variant.stock),
    status: variant.status,
    ...(variant.images.length > 0 ? { images: variant.images } : {}),
  }));
}

/** Why these options and variants cannot be saved (the server's own rule and sentence), or null. */
export const variantsDraftProblem = (draft: VariantsDraft): VariantsProblem | null =>
  variantsProblem(draft.options, variantInputs(draft));

/** The editor's starting point for a stored product. */
export function variantsDraftOf(product: Pick<CatalogueProduct, 'options' | 'variants'>): VariantsDraft {
  return {
    options: (product.options ?? []).map((option) => ({ name: option.name, values: [...option.values] })),
    variants: (product.variants ?? []).map((variant) => ({
      key: newVariantKey(),
      sku: variant.sku,
      optionValues: [...variant.optionValues],
      price: String(variant.price),
      compareAtPrice: variant.compareAtPrice === undefined ? '' : String(variant.compareAtPrice),
      stock: String(variant.stock),
      status: variant.status,
      images: [...(variant.images ?? [])],
    })),
  };
}

/** Every combination of the options' values, in the options' order (none without options). */
export function allCombinations(options: readonly ProductOption[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (combinations, option) => combinations.flatMap((start) => option.values.map((value) => [...start, value])),
    [[]],
  );
}

/** A SKU suggestion from the values: "3-seater", "Walnut" → "3-SEATER-WALNUT" (letters, digits and '-'). */
const suggestedSku = (values: readonly string[]): string =>
  values
    .map((value) =>
      value
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 40);

/**
 * The variants with a new one for each combination none has yet, at `price` (as typed) and stock 0;
 * the rows there are kept as they are.
 */
export function withEveryCombination(draft: VariantsDraft, price: string): DraftVariant[] {
  const have = new Set(draft.variants.map((variant) => JSON.stringify(variant.optionValues)));
  const skus = new Set(draft.variants.map((variant) => variant.sku));
  const added = allCombinations(draft.options)
    .filter((values) => !have.has(JSON.stringify(values)))
    .map((values): DraftVariant => {
      const base = suggestedSku(values) || 'SKU';
      let sku = base;
      for (let n = 2; skus.has(sku); n += 1) sku = `${base}-${n}`;
      skus.add(sku);
      return newDraftVariant(sku, values, price);
    });
  return [...draft.variants, ...added];
}

/** Whether the options and variants differ from the stored product's (what a PATCH then sends). */
export function variantsChanged(
  stored: Pick<CatalogueProduct, 'options' | 'variants'>,
  next: { options: ProductOption[]; variants: ProductVariantInput[] },
): boolean {
  const storedVariants = (stored.variants ?? []).map((variant) => ({
    sku: variant.sku,
    optionValues: variant.optionValues,
    price: variant.price,
    stock: variant.stock,
    status: variant.status,
    ...(variant.images && variant.images.length > 0 ? { images: variant.images } : {}),
  }));
  const storedOptions = (stored.options ?? []).map((option) => ({ name: option.name, values: option.values }));
  return (
    JSON.stringify(storedOptions) !== JSON.stringify(next.options) ||
    JSON.stringify(storedVariants) !== JSON.stringify(next.variants)
  );
}
