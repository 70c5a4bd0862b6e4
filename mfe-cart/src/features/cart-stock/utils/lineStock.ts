/** What the stored catalogue says about a cart line, as pure rules the cart and checkout share. */
import type { CartItem } from 'shared-contracts';

/** One version's price and stock, and whether it is still sold. */
export interface VariantFacts {
  price: number;
  stock: number;
  active: boolean;
}

/** A product's price and stock; for a product sold in versions, each version's by SKU. */
export type ProductFacts =
  | { kind: 'available'; price: number; stock: number; variants?: Readonly<Record<string, VariantFacts>> }
  | { kind: 'unavailable' };

/** One key per cart line: its product and version (two versions of one product are two lines). */
export const lineKey = ({ id, variantSku }: Pick<CartItem, 'id' | 'variantSku'>): string => `${id}:${variantSku ?? ''}`;

/**
 * The facts of the line's own version: its price and stock, or unavailable when the product no
 * longer sells it. A line without a version takes the product's.
 */
export function factsOfLine(
  line: Pick<CartItem, 'variantSku'>,
  facts: ProductFacts | undefined,
): ProductFacts | undefined {
  if (facts?.kind !== 'available' || !line.variantSku) return facts;
  const variant = facts.variants?.[line.variantSku];
  if (!variant?.active) return { kind: 'unavailable' };
  return { kind: 'available', price: variant.price, stock: variant.stock };
}

/** Why a line cannot be bought as it is; checkout refuses while any line has one. */
export type LineProblem = { kind: 'overStock'; stock: number } | { kind: 'soldOut' } | { kind: 'unavailable' };

export function lineProblem(line: Pick<CartItem, 'quantity'>, facts: ProductFacts | undefined): LineProblem | null {
  if (!facts) return null; // not known yet: the server checks again at checkout
  if (facts.kind === 'unavailable') return { kind: 'unavailable' };
  if (facts.stock === 0) return { kind: 'soldOut' };
  return line.quantity > facts.stock ? { kind: 'overStock', stock: facts.stock } : null;
}

/** The most the stepper may reach: the stock when known (0 when it cannot be bought at all). */
export function quantityCap(facts: ProductFacts | undefined): number | undefined {
  if (!facts) return undefined;
  return facts.kind === 'unavailable' ? 0 : facts.stock;
}

/** A line's price the server would charge differently, as the line it should be. */
export function repriced(line: CartItem, facts: ProductFacts | undefined): CartItem | null {
  if (facts?.kind !== 'available' || facts.price === line.price) return null;
  return { ...line, price: facts.price, totalPrice: facts.price * line.quantity };
}
