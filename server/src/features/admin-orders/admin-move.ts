/** A status move made by an admin: 404 for an unknown order, 409 when refused or while a refund is under way. */
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../../http-errors';
import type { OrderMove, OrderRecord } from '../orders/repository';
import { moveOrder } from '../orders/stock-moves';
import { ADMIN_ORDER_NOT_FOUND, RefundUnderWayError, type AdminOrdersDeps } from './deps';

/** Moves the order for the admin: 404 unknown, 409 refused (or a refund under way); answers the moved order. */
export async function adminMove(
  deps: Pick<AdminOrdersDeps, 'docs' | 'orders'>,
  id: string,
  move: OrderMove,
  log: FastifyBaseLogger,
): Promise<OrderRecord> {
  const current = await deps.orders.get(id);
  if (!current) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
  if (current.refund?.state === 'pending') throw new RefundUnderWayError();
  const result = await moveOrder(deps.orders, id, move, log);
  if (!result) throw httpError(404, ADMIN_ORDER_NOT_FOUND);
  if (!result.changed) throw httpError(409, result.refused ?? `This order is already ${move.to}.`);
  return result.order;
}
