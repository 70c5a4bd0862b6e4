/**
 * Which version of a product the detail page shows and what each option value would lead to. The
 * choice is a SKU (the page's `?variant=`); an unknown, archived or missing one means the default
 * version, so a stale or hand-edited link still opens the product.
 */
import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { activeVariants, STOCK_TEXT } from 'shared-contracts/catalogue';
import { defaultVariant } from '../../products/utils/defaultVariant';

type WithVariants = Pick<CatalogueProduct, 'options' | 'variants'>;

/** The URL's query key holding the chosen version's SKU. */
export const VARIANT_PARAM = 'variant';

/** The active version with this SKU, or the default version. Undefined only for a product without versions. */
export function chosenVariant(product: WithVariants, sku: string | null): ProductVariant | undefined {
  const asked = sku ? activeVariants(product).find((variant) => variant.sku === sku) : undefined;
  return asked ?? defaultVariant(product);
}

export interface OptionValueChoice {
  value: string;
  /** The version this value leads to, the other options kept as they are; none when it is not made. */
  variant?: ProductVariant;
  /** Why the value cannot be chosen now, or null when it can. */
  reason: string | null;
}

/** The values of option `optionIndex` as choices from `current`: each to its version, with why it is not available. */
export function optionChoices(
  product: WithVariants,
  current: ProductVariant,
  optionIndex: number,
): OptionValueChoice[] {
  const option = product.options?.[optionIndex];
  if (!option) return [];
  const sold = activeVariants(product);
  return option.values.map((value) => {
    const wanted = current.optionValues.map((chosen, index) => (index === optionIndex ? value : chosen));
    const variant = sold.find((candidate) => candidate.optionValues.every((v, index) => v === wanted[index]));
    if (!variant) return { value, reason: `Not made in ${wanted.join(', ')}` };
    // The version on show stays choosable: its own stock line says it is out of stock.
    if (variant.stock <= 0 && variant.sku !== current.sku) return { value, variant, reason: STOCK_TEXT.outOfStock };
    return { value, variant, reason: null };
  });
}
