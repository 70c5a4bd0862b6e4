/** What an order's status move does to its products' stock: pure functions of the documents. */
import type { OrderStatus } from 'shared-contracts';
import type { DocumentRef } from '../../storage/port';
import { linesPerProduct, productIdsOfLines, type StockLine } from '../products/stock';
import type { OrderRecord, OrderStock } from './order-document';

export const stockLines = (order: OrderRecord): StockLine[] =>
  order.items.map(({ id, quantity, variantSku }) => ({ id, quantity, ...(variantSku ? { variantSku } : {}) }));

const sameUnits = (a: StockLine, b: StockLine): boolean => a.id === b.id && a.variantSku === b.variantSku;

/** The order's lines less what a late payment could not take (those units never left the shelf). */
function heldLines(order: OrderRecord): StockLine[] {
  return stockLines(order)
    .map((line) => ({
      ...line,
      quantity:
        line.quantity - order.stockShortfall.filter((s) => sameUnits(s, line)).reduce((sum, s) => sum + s.quantity, 0),
    }))
    .filter((line) => line.quantity > 0);
}

/** The units an order holds off the shelf now: all its lines while reserved, what it took once paid, none once released. */
export function unitsHeldBy(order: OrderRecord): StockLine[] {
  if (order.stock === 'reserved') return stockLines(order);
  if (order.stock === 'committed') return heldLines(order);
  return [];
}

/** How the reservation follows a status move, and what the mover must do to the products. */
export function stockAfter(
  order: OrderRecord,
  to: OrderStatus,
): { stock: OrderStock; release: StockLine[]; retake: StockLine[] } {
  const { stock } = order;
  if (to === 'paid') {
    if (stock === 'reserved') return { stock: 'committed', release: [], retake: [] };
    if (stock === 'released') return { stock: 'committed', release: [], retake: stockLines(order) };
    return { stock, release: [], retake: [] };
  }
  if (to === 'failed' || to === 'expired' || to === 'cancelled') {
    if (stock === 'reserved') return { stock: 'released', release: stockLines(order), retake: [] };
    if (stock === 'committed') return { stock: 'released', release: heldLines(order), retake: [] };
  }
  return { stock, release: [], retake: [] };
}

export const productRefs = (order: OrderRecord): { ids: string[]; refs: DocumentRef[] } => {
  const ids = productIdsOfLines(linesPerProduct(stockLines(order)));
  return { ids, refs: ids.map((productId) => ({ collection: 'products', id: productId })) };
};
