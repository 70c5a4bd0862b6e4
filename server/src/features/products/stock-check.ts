/**
 * The stock invariant, checked over the whole store (`npm run check:stock`): on every product
 * stock is a whole number not below 0, `stock + heldUnits = stockTotal` (what the admin set), and
 * `heldUnits` equals the units its orders hold (productRecord.ts, StockAccount); and the same on each
 * of its variants (variantRecord.ts), against the units its orders' lines of that variant hold. Reads every order
 * and product a page at a time: an operator's check, never run per request.
 */
import type { DocumentData, DocumentStore } from '../../storage/port';
import { toOrder } from '../orders/order-document';
import { unitsHeldBy } from '../orders/order-stock';
import { stockAccountOf } from './productRecord';
import { storedVariants, variantAccountOf } from './variantRecord';

export interface StockDifference {
  productId: string;
  /** Each broken rule, in words. */
  problems: string[];
}

export interface StockCheckReport {
  products: number;
  orders: number;
  /** Products stored before stock accounting (no total to compare with): listed, not counted as differences. */
  unaccounted: string[];
  differences: StockDifference[];
}

/** Documents read per page. */
const PAGE = 500;

async function eachDocument(
  docs: Pick<DocumentStore, 'scan'>,
  collection: 'orders' | 'products',
  visit: (id: string, data: DocumentData) => void,
): Promise<number> {
  let after: string | undefined;
  let seen = 0;
  for (;;) {
    const page = await docs.scan(collection, { after, limit: PAGE });
    for (const { id, data } of page) visit(id, data);
    seen += page.length;
    after = page[page.length - 1]?.id;
    if (page.length < PAGE || after === undefined) return seen;
  }
}

/** The key of a variant's units in `heldByVariant`. */
export const variantKey = (productId: string, sku: string): string => JSON.stringify([productId, sku]);

/**
 * Units each product's orders hold, and of them each variant's (by variantKey), from every order;
 * and every variant any order names, holding units or not.
 */
export async function unitsHeldByOrders(docs: Pick<DocumentStore, 'scan'>): Promise<{
  held: Map<string, number>;
  heldByVariant: Map<string, number>;
  orderedVariants: Set<string>;
  orders: number;
}> {
  const held = new Map<string, number>();
  const heldByVariant = new Map<string, number>();
  const orderedVariants = new Set<string>();
  const orders = await eachDocument(docs, 'orders', (id, data) => {
    const order = toOrder(id, data);
    for (const item of order.items) if (item.variantSku) orderedVariants.add(variantKey(item.id, item.variantSku));
    for (const line of unitsHeldBy(order)) {
      held.set(line.id, (held.get(line.id) ?? 0) + line.quantity);
      if (line.variantSku === undefined) continue;
      const key = variantKey(line.id, line.variantSku);
      heldByVariant.set(key, (heldByVariant.get(key) ?? 0) + line.quantity);
    }
  });
  return { held, heldByVariant, orderedVariants, orders };
}

/** Each variant's own account: the same rules as the product's, against its orders' units. */
export function variantProblems(productId: string, data: DocumentData, heldByVariant: Map<string, number>): string[] {
  return storedVariants(data).flatMap((variant) => {
    const sku = String(variant.sku);
    const { stock } = variant;
    const problems: string[] = [];
    if (typeof stock !== 'number' || !Number.isSafeInteger(stock) || stock < 0)
      problems.push(`variant ${sku}: stock is ${JSON.stringify(stock)}, not a whole number of 0 or more`);
    const account = variantAccountOf(variant);
    if (!account) return [...problems, `variant ${sku} has no stock account`];
    const byOrders = heldByVariant.get(variantKey(productId, sku)) ?? 0;
    if (typeof stock === 'number' && stock + account.heldUnits !== account.stockTotal)
      problems.push(
        `variant ${sku}: stock ${stock} + held ${account.heldUnits} = ${stock + account.heldUnits}, but the admin set ${account.stockTotal} in all`,
      );
    if (account.heldUnits !== byOrders)
      problems.push(`variant ${sku}: ${account.heldUnits} units are held, but its orders hold ${byOrders}`);
    return problems;
  });
}

export function productProblems(data: DocumentData, heldByOrders: number): string[] | 'unaccounted' {
  const problems: string[] = [];
  const { stock } = data;
  if (typeof stock !== 'number' || !Number.isSafeInteger(stock) || stock < 0)
    problems.push(`stock is ${JSON.stringify(stock)}, not a whole number of 0 or more`);
  const account = stockAccountOf(data);
  if (!account) return problems.length > 0 ? problems : 'unaccounted';
  const { heldUnits, stockTotal } = account;
  if (typeof stock === 'number' && stock + heldUnits !== stockTotal)
    problems.push(`stock ${stock} + held ${heldUnits} = ${stock + heldUnits}, but the admin set ${stockTotal} in all`);
  if (heldUnits !== heldByOrders)
    problems.push(`${heldUnits} units are held on the product, but its orders hold ${heldByOrders}`);
  return problems;
}

export async function checkStock(docs: Pick<DocumentStore, 'scan'>): Promise<StockCheckReport> {
  const { held, heldByVariant, orders } = await unitsHeldByOrders(docs);
  const unaccounted: string[] = [];
  const differences: StockDifference[] = [];
  const products = await eachDocument(docs, 'products', (id, data) => {
    const problems = productProblems(data, held.get(id) ?? 0);
    if (problems === 'unaccounted') unaccounted.push(id);
    const all = [...(problems === 'unaccounted' ? [] : problems), ...variantProblems(id, data, heldByVariant)];
    if (all.length > 0) differences.push({ productId: id, problems: all });
  });
  return { products, orders, unaccounted, differences };
}
