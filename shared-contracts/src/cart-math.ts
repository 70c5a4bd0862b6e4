import type { Cart, CartItem } from './types';

/** Totals are always derived from the lines, never kept apart from them (spec §3). */
export function summariseCart(items: readonly CartItem[]): Cart {
  let totalQuantity = 0;
  let totalAmount = 0;
  for (const item of items) {
    totalQuantity += item.quantity;
    totalAmount += item.totalPrice;
  }
  return { items: [...items], totalQuantity, totalAmount };
}

export const EMPTY_CART: Cart = Object.freeze({ items: [], totalQuantity: 0, totalAmount: 0 }) as Cart;
