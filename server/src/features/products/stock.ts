/**
 * Stock reservations on products/{id}: `reserve` takes units out of stock when an order is placed
 * (never below 0), `release` puts them back (payment failed, cancelled or expired); a paid order
 * keeps them, so committing a reservation changes no product. Each call is one atomic `mutate`
 * (SQLite: a transaction; Firestore: runTransaction, serializable on the real service). Checkout
 * reserves in the transaction that creates the order (OrdersRepository.createReserving, takeUnits).
 */
import type { CatalogueProduct } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentData, DocumentStore } from '../../storage/port';
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

/** One line's reservation decided from the product as stored: the product after it, or why not. */
export function takeUnits(
  id: string,
  current: DocumentData | null,
  quantity: number,
): ReserveOutcome & { next?: DocumentData } {
  const product = current ? toProduct(id, current) : null;
  if (!product || product.status !== 'active') return { outcome: 'unavailable' };
  if (product.stock < quantity) return { outcome: 'short', product };
  const reserved = { ...product, stock: product.stock - quantity };
  return { outcome: 'reserved', product: reserved, next: fromProduct(reserved) };
}

/** The 409 a checkout answers for a line that cannot be reserved, naming the product. */
export function unreservableLine(line: StockLine, outcome: ReserveOutcome): Error {
  if (outcome.outcome === 'short') return httpError(409, soldOutMessage(outcome.product));
  return httpError(
    409,
    `A product in your cart is no longer sold (id ${line.id}). Remove it from the cart and try again.`,
  );
}

/** The lines with one entry per product (quantities added), as a transaction reads each product once. */
export function linesPerProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, number>();
  for (const { id, quantity } of lines) totals.set(id, (totals.get(id) ?? 0) + quantity);
  return [...totals].map(([id, quantity]) => ({ id, quantity }));
}

export function createStockOps(docs: Pick<DocumentStore, 'mutate'>) {
  async function reserve(id: string, quantity: number): Promise<ReserveOutcome> {
    // Firestore may run the change again; the decision of the run that was committed is the last one made.
    let decided: ReserveOutcome = { outcome: 'unavailable' };
    await docs.mutate('products', id, (current) => {
      const { next, ...outcome } = takeUnits(id, current, quantity);
      decided = outcome;
      return next;
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
  };
}
