import type { CatalogueProduct, ProductVariant } from 'shared-contracts';
import { activeVariants } from 'shared-contracts/catalogue';

/**
 * The version of a product shown or saved when none is chosen: the first one in stock, else the
 * first one sold. The product page opens it; a card's heart saves it, so a wished-for line is always
 * one the cart can take.
 */
export function defaultVariant(product: Pick<CatalogueProduct, 'options' | 'variants'>): ProductVariant | undefined {
  const sold = activeVariants(product);
  return sold.find((variant) => variant.stock > 0) ?? sold[0];
}
