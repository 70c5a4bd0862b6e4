/**
 * What a status move does to the products: the call whose mutate made the move (MoveResult.changed)
 * returns released lines to stock, or takes the lines of a late payment again. Only that one call
 * gets non-empty lines, so webhook, verify, abandon and the expiry sweep racing on one order move
 * each unit once.
 */
import type { DocumentStore } from '../../storage/port';
import { createStockOps, type StockLine } from '../products/stock';
import type { MoveResult, OrderMove, OrdersRepository } from './repository';

export interface OrderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export async function applyStockMove(
  docs: DocumentStore,
  orders: OrdersRepository,
  result: MoveResult,
  log: OrderLog,
): Promise<void> {
  const stock = createStockOps(docs);
  const { order } = result;
  try {
    for (const line of result.release) await stock.release(line.id, line.quantity);
  } catch (error) {
    // The order says released; the products did not all get their units back. An operator must add them.
    log.error({ err: error, orderId: order.id, lines: result.release }, 'order stock not fully returned');
    throw error;
  }
  if (result.retake.length === 0) return;
  const short: StockLine[] = [];
  for (const line of result.retake) {
    const taken = await stock.reserve(line.id, line.quantity);
    if (taken.outcome !== 'reserved') short.push(line);
  }
  if (short.length === 0) return;
  // The money was taken after the reservation had run out and the units are gone: the order stays
  // paid, flagged for a refund of these lines.
  await orders.recordShortfall(order.id, short);
  log.warn({ orderId: order.id, stockShortfall: short }, 'paid order is short of stock');
}

/** Moves the order's status and, for the call that made the move, its stock. Null: no such order. */
export async function moveOrder(
  docs: DocumentStore,
  orders: OrdersRepository,
  orderId: string,
  move: OrderMove,
  log: OrderLog,
): Promise<MoveResult | null> {
  const result = await orders.move(orderId, move);
  if (result?.changed) await applyStockMove(docs, orders, result, log);
  return result;
}
