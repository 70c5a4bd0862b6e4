/**
 * Stock on products/{id}: an order placed takes its units out of stock (never below 0), a payment
 * that failed, a cancel or an expiry puts them back, and a paid order keeps them. Each of these is
 * decided here from the product as stored and written in the transaction that writes the order
 * (OrdersRepository.createReserving and move), so no unit moves without its order or twice.
 */
import type { CatalogueProduct } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentData } from '../../storage/port';
import { VARIANT_LINE_MESSAGES, findVariant, hasVariants, variantLineName } from 'shared-contracts/catalogue';
import { fromProduct, toProduct, withStockAccount } from './productRecord';
import { moveVariantUnits, withProductUnits } from './variantRecord';

export type ReserveOutcome =
  | { outcome: 'reserved'; product: CatalogueProduct }
  | { outcome: 'short'; product: SoldOut }
  | { outcome: 'unavailable'; message?: string };

/** What a short line's message names: the product, or "Sofa — 5-seater, Walnut", and its units left. */
export type SoldOut = Pick<CatalogueProduct, 'productName' | 'stock'>;

/** Units of one product, or of one of its variants (`variantSku`), that an order line moves. */
export interface StockLine {
  id: string;
  quantity: number;
  variantSku?: string;
}

export const soldOutMessage = (product: SoldOut): string =>
  product.stock === 0
    ? `${product.productName} is sold out. Remove it from your cart to continue.`
    : `Only ${product.stock} of ${product.productName} left. Lower the quantity in your cart to continue.`;

/**
 * One line's reservation decided from the product as stored: the product after it, or why not. A
 * product with variants sells by variant: the line must name an active one, whose units it takes
 * (variantRecord.ts moves the variant's and the product's accounts together).
 */
export function takeUnits(line: StockLine, current: DocumentData | null): ReserveOutcome & { next?: DocumentData } {
  const { id, quantity, variantSku } = line;
  if (!current) return { outcome: 'unavailable' };
  const product = toProduct(id, current);
  if (product.status !== 'active') return { outcome: 'unavailable' };
  if (hasVariants(product)) {
    if (variantSku === undefined)
      return { outcome: 'unavailable', message: VARIANT_LINE_MESSAGES.chooseVariant(product.productName) };
    const variant = findVariant(product, variantSku);
    if (!variant)
      return { outcome: 'unavailable', message: VARIANT_LINE_MESSAGES.unknownSku(product.productName, variantSku) };
    const name = variantLineName(product, variant);
    if (variant.status !== 'active')
      return { outcome: 'unavailable', message: VARIANT_LINE_MESSAGES.archivedSku(name) };
    if (variant.stock < quantity) return { outcome: 'short', product: { productName: name, stock: variant.stock } };
    const next = moveVariantUnits(current, variantSku, quantity);
    return next ? { outcome: 'reserved', product: toProduct(id, next), next } : { outcome: 'unavailable' };
  }
  if (variantSku !== undefined)
    return { outcome: 'unavailable', message: VARIANT_LINE_MESSAGES.noVariants(product.productName) };
  if (product.stock < quantity) return { outcome: 'short', product };
  const reserved = { ...product, stock: product.stock - quantity };
  return { outcome: 'reserved', product: reserved, next: withStockAccount(fromProduct(reserved), current, quantity) };
}

/**
 * Puts a line's units back on its product document (a deleted product gets none). A variant's go
 * back to it; a line without a variant on a product that has variants now (it was ordered before
 * they existed) leaves the product's held units only, as no variant is its.
 */
export function returnUnits(line: StockLine, current: DocumentData | null): DocumentData | null {
  if (!current) return null;
  const { id, quantity, variantSku } = line;
  const product = toProduct(id, current);
  if (hasVariants(product)) {
    const returned = variantSku === undefined ? null : moveVariantUnits(current, variantSku, -quantity);
    return returned ?? withProductUnits(current, current, -quantity);
  }
  return withStockAccount(fromProduct({ ...product, stock: product.stock + quantity }), current, -quantity);
}

/** The 409 a checkout answers for a line that cannot be reserved, naming the product. */
export function unreservableLine(line: StockLine, outcome: ReserveOutcome): Error {
  if (outcome.outcome === 'short') return httpError(409, soldOutMessage(outcome.product));
  if (outcome.outcome === 'unavailable' && outcome.message) return httpError(409, outcome.message);
  return httpError(
    409,
    `A product in your cart is no longer sold (id ${line.id}). Remove it from the cart and try again.`,
  );
}

const lineKey = ({ id, variantSku }: StockLine): string => JSON.stringify([id, variantSku ?? null]);

/** The lines with one entry per product and variant (quantities added), in the order first seen. */
export function linesPerProduct(lines: readonly StockLine[]): StockLine[] {
  const totals = new Map<string, StockLine>();
  for (const line of lines) {
    const key = lineKey(line);
    const seen = totals.get(key);
    totals.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...totals.values()];
}

/** The ids of the lines' products, each once, in the order first seen (a transaction reads each once). */
export const productIdsOfLines = (lines: readonly StockLine[]): string[] => [...new Set(lines.map(({ id }) => id))];
