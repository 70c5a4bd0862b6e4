/**
 * Stock reservations on products/{id}: `reserve` takes units out of stock when an order is placed
 * (never below 0), `release` puts them back (payment failed, cancelled or expired); a paid order
 * keeps them, so committing a reservation changes no product. Each call is one atomic `mutate`
 * (SQLite: a transaction; Firestore: runTransaction, serializable on the real service).
 */
import type { CatalogueProduct } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { fromProduct, toProduct } from './productRecord';

export type ReserveOutcome =
  | { outcome: 'reserved'; product: CatalogueProduct }
  | { outcome: 'short'; product: CatalogueProduct }
  | { outcome: 'unavailable' };

export interface StockLine {
  id: string;
  quantity: number;
}

export const soldOutMessage = (product: CatalogueProduct): string =>
  product.stock === 0
    ? `${product.productName} is sold out. Remove it from your cart to continue.`
    : `Only ${product.stock} of ${product.productName} left. Lower the quantity in your cart to continue.`;

export function createStockOps(docs: Pick<DocumentStore, 'mutate'>) {
  async function reserve(id: string, quantity: number): Promise<ReserveOutcome> {
    // Firestore may run the change again; the decision of the run that was committed is the last one made.
    let decided: ReserveOutcome = { outcome: 'unavailable' };
    await docs.mutate('products', id, (current) => {
      const product = current ? toProduct(id, current) : null;
      if (!product || product.status !== 'active') {
        decided = { outcome: 'unavailable' };
        return undefined;
      }
      if (product.stock < quantity) {
        decided = { outcome: 'short', product };
        return undefined;
      }
      const reserved = { ...product, stock: product.stock - quantity };
      decided = { outcome: 'reserved', product: reserved };
      return fromProduct(reserved);
    });
    return decided;
  }

  async function release(id: string, quantity: number): Promise<CatalogueProduct | null> {
    const stored = await docs.mutate('products', id, (current) => {
      if (!current) return undefined;
      const product = toProduct(id, current);
      return fromProduct({ ...product, stock: product.stock + quantity });
    });
    return stored ? toProduct(id, stored) : null;
  }

  return {
    reserve,
    release,
    /** Reserves every line or none: a short line releases the ones already taken and is a 409 naming the product. */
    async reserveAll(lines: readonly StockLine[]): Promise<void> {
      const taken: StockLine[] = [];
      for (const line of lines) {
        const result = await reserve(line.id, line.quantity);
        if (result.outcome === 'reserved') {
          taken.push(line);
          continue;
        }
        for (const done of taken) await release(done.id, done.quantity);
        if (result.outcome === 'short') throw httpError(409, soldOutMessage(result.product));
        throw httpError(
          409,
          `A product in your cart is no longer sold (id ${line.id}). Remove it from the cart and try again.`,
        );
      }
    },
  };
}
