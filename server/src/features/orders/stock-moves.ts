/**
 * A status move with its stock: the order and its products' units move in one transaction
 * (OrdersRepository.move), so webhook, verify, abandon and the expiry sweep racing on one order move
 * each unit once, and a fault leaves both as they were. A late payment short of stock is logged.
 */
import type { MoveResult, OrderMove, OrdersRepository } from './repository';

export interface OrderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Says so when a late payment found some of its units gone (the order is flagged for their refund). */
export function logShortfall(result: MoveResult, log: OrderLog): void {
  if (result.changed && result.short.length > 0)
    log.warn({ orderId: result.order.id, stockShortfall: result.short }, 'paid order is short of stock');
}

/** Moves the order's status and its stock together. Null: no such order. */
export async function moveOrder(
  orders: OrdersRepository,
  orderId: string,
  move: OrderMove,
  log: OrderLog,
): Promise<MoveResult | null> {
  const result = await orders.move(orderId, move);
  if (result) logShortfall(result, log);
  return result;
}
