/**
 * The order life cycle: the one table that decides which status may follow which. Every
 * status change goes through `refusedMove`; a caller acting for a person answers a refusal with 409
 * and the message as it is.
 *
 *   pending → paid | failed | expired
 *   failed  → paid (a retry in the same popup succeeded) | expired
 *   expired → paid (the provider took the money after the 15 minutes: the order is kept as paid)
 *   paid    → shipped | cancelled
 *   shipped → delivered | cancelled
 *   delivered, cancelled: final
 */
import { ORDER_STATUSES, type OrderStatus } from 'shared-contracts';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'failed', 'expired'],
  failed: ['paid', 'expired'],
  expired: ['paid'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** How a move to each status reads in a sentence ("cannot be marked shipped"). */
const MOVE_WORDS: Readonly<Record<OrderStatus, string>> = {
  pending: 'made pending again',
  paid: 'marked paid',
  failed: 'marked failed',
  expired: 'marked expired',
  shipped: 'marked shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** Null when `from → to` is allowed; otherwise the sentence that says why not. */
export function refusedMove(from: OrderStatus, to: OrderStatus): string | null {
  if (canMove(from, to)) return null;
  if (from === to) return `This order is already ${to}.`;
  return `An order that is ${from} cannot be ${MOVE_WORDS[to]}.`;
}
