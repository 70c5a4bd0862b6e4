/** What the cart and checkout say about stock, prices and products no longer sold. */
import { formatRupees } from 'shared-contracts';
import { STOCK_TEXT } from 'shared-contracts/catalogue';

export const CART_STOCK_TEXT = {
  onlyLeft: STOCK_TEXT.onlyLeft,
  setQuantityTo: (stock: number): string => `Set quantity to ${stock}`,
  setQuantityLabel: (stock: number, name: string): string => `Set quantity to ${stock} for ${name}`,
  soldOut: STOCK_TEXT.outOfStock,
  unavailable: 'No longer available',
  priceChanged: (name: string, from: number, to: number): string =>
    `The price of ${name} changed from ${formatRupees(from)} to ${formatRupees(to)}.`,
  cartNeedsChanges: 'Some items need a change before checkout.',
  checkoutBlocked: 'Some items in your cart are out of stock, no longer available or more than we have left.',
  checkoutBlockedLink: 'Update your cart',
} as const;
