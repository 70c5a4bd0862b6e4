/**
 * Stock on products/{id}: an order placed takes its units out of stock (never below 0), a payment
 * that failed, a cancel or an expiry puts them back, and a paid order keeps them. Each of these is
 * decided here from the product as stored and written in the transaction that writes the order
 * (OrdersRepository.createReserving and move), so no unit moves without its order or twice.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentData } from '../../storage/port';
import { fromProduct, toProduct, withStockAccount } from './productRecord';

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
  if (!current) return { outcome: 'unavailable' };
  const product = toProduct(id, current);
  if (product.status !== 'active') return { outcome: 'unavailable' };
  if (product.stock < quantity) return { outcome: 'short', product };
  const reserved = { ...product, stock: product.stock - quantity };
  return { outcome: 'reserved', product: reserved, next: withStockAccount(fromProduct(reserved), current, quantity) };
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
