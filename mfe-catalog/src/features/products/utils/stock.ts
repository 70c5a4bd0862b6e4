/** What shoppers are told about a product's stock (issue 13): the same rule on cards and the detail page. */

/** At or below this many units the shopper is told how few are left. */
export const LOW_STOCK_AT = 5;

export const OUT_OF_STOCK = 'Out of stock';
export const onlyLeft = (stock: number): string => `Only ${stock} left`;

/** "Out of stock" at 0, "Only N left" from 1 to LOW_STOCK_AT, nothing above. */
export function stockLabel(stock: number): string | null {
  if (stock <= 0) return OUT_OF_STOCK;
  return stock <= LOW_STOCK_AT ? onlyLeft(stock) : null;
}
