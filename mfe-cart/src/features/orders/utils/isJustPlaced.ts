import type { OrderResponse } from 'shared-contracts';

/**
 * An order still at its confirmation: paid online (or its payment being confirmed), or placed for
 * cash on delivery, and not yet moved on by the shop, so its page keeps the checkout's thank-you.
 * A cash-on-delivery order is paid only once delivered, so that one has moved on.
 */
export const isJustPlaced = ({ status, paymentMethod }: Pick<OrderResponse, 'status' | 'paymentMethod'>): boolean =>
  paymentMethod === 'cod' ? status === 'placed' : status === 'paid' || status === 'pending';
