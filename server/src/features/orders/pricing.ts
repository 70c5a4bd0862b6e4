/**
 * Prices a saved cart from the catalogue: built-in products and stored products/{id}. The browser's
 * prices and totals are never used; a product that is not sold any more stops the order.
 */
import type { CartItem, Product } from 'shared-contracts';
import { findBuiltInProduct } from 'shared-contracts/catalogue';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { toProduct } from '../products/productRecord';
import { lineTotal } from '../saved-lists/repository';

export interface PricedCart {
  items: CartItem[];
  /** Rupees, to the paisa. */
  amount: number;
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';

async function findProduct(docs: DocumentStore, id: string): Promise<Product | null> {
  const builtIn = findBuiltInProduct(id);
  if (builtIn) return builtIn;
  const stored = await docs.get('products', id);
  return stored ? toProduct(id, stored) : null;
}

export async function priceCart(docs: DocumentStore, lines: ReadonlyArray<Pick<CartItem, 'id' | 'quantity'>>): Promise<PricedCart> {
  if (lines.length === 0) throw httpError(400, EMPTY_CART_MESSAGE);
  const items: CartItem[] = [];
  for (const { id, quantity } of lines) {
    const product = await findProduct(docs, id);
    if (!product || !(product.price > 0)) {
      throw httpError(409, `A product in your cart is no longer sold (id ${id}). Remove it from the cart and try again.`);
    }
    const { productName, imgUrl, price } = product;
    items.push({ id, productName, imgUrl, price, quantity, totalPrice: lineTotal(price, quantity) });
  }
  const amount = Math.round(items.reduce((sum, item) => sum + item.totalPrice, 0) * 100) / 100;
  return { items, amount };
}
