/**
 * The order life cycle: the one table that decides which status may follow which, by how the
 * order is paid. Every status change goes through `refusedMove`; a caller acting for a person
 * answers a refusal with 409 and the message as it is.
 *
 * Paid online:
 *   pending → paid | failed | expired
 *   failed  → paid (a retry in the same popup succeeded) | expired
 *   expired → paid (the provider took the money after the 15 minutes: the order is kept as paid)
 *   paid    → shipped | cancelled
 *   shipped → delivered | cancelled
 *   delivered, cancelled: final
 * Cash on delivery (no payment to wait for, so no expiry):
 *   placed    → shipped | cancelled
 *   shipped   → delivered | cancelled (not accepted at the door)
 *   delivered → paid (the admin records the cash collected)
 *   paid, cancelled: final
 */
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from 'shared-contracts';

type Moves = Readonly<Record<OrderStatus, readonly OrderStatus[]>>;

export const ORDER_TRANSITIONS: Readonly<Record<PaymentMethod, Moves>> = {
  online: {
    pending: ['paid', 'failed', 'expired'],
    placed: [],
    failed: ['paid', 'expired'],
    expired: ['paid'],
    paid: ['shipped', 'cancelled'],
    shipped: ['delivered', 'cancelled'],
    delivered: [],
    cancelled: [],
  },
  cod: {
    pending: [],
    placed: ['shipped', 'cancelled'],
    failed: [],
    expired: [],
    paid: [],
    shipped: ['delivered', 'cancelled'],
    delivered: ['paid'],
    cancelled: [],
  },
};

/** How a move to each status reads in a sentence ("cannot be marked shipped"). */
const MOVE_WORDS: Readonly<Record<OrderStatus, string>> = {
  pending: 'made pending again',
  placed: 'placed again',
  paid: 'marked paid',
  failed: 'marked failed',
  expired: 'marked expired',
  shipped: 'marked shipped',
  delivered: 'marked delivered',
  cancelled: 'cancelled',
};

/** A cash-on-delivery order starts placed; an order paid online starts pending. */
export const FIRST_STATUS: Readonly<Record<PaymentMethod, OrderStatus>> = { online: 'pending', cod: 'placed' };

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

export const canMove = (from: OrderStatus, to: OrderStatus, method: PaymentMethod = 'online'): boolean =>
  ORDER_TRANSITIONS[method][from].includes(to);

/** Null when `from → to` is allowed for an order paid by `method`; otherwise the sentence that says why not. */
export function refusedMove(from: OrderStatus, to: OrderStatus, method: PaymentMethod = 'online'): string | null {
  if (canMove(from, to, method)) return null;
  if (from === to) return `This order is already ${to}.`;
  if (method === 'cod' && to === 'paid')
    return `A cash-on-delivery order is paid once it is delivered, not while ${from}.`;
  return `An order that is ${from} cannot be ${MOVE_WORDS[to]}.`;
}
