/**
 * What shoppers are told about stock, the same on cards, the product page and the cart, and the
 * sentence the server's 404 uses for a product that is no longer sold (the page tells an archived
 * product from an id that never existed by it).
 */

/** At or below this many units the shopper is told how few are left. */
export const LOW_STOCK_AT = 5;

export const STOCK_TEXT = {
  outOfStock: 'Out of stock',
  onlyLeft: (stock: number): string => `Only ${stock} left`,
  noLongerAvailable: 'This product is no longer available.',
} as const;

/** "Out of stock" at 0, "Only N left" from 1 to LOW_STOCK_AT, nothing above. */
export function stockLabel(stock: number): string | null {
  if (stock <= 0) return STOCK_TEXT.outOfStock;
  return stock <= LOW_STOCK_AT ? STOCK_TEXT.onlyLeft(stock) : null;
}
