import type { OrderStatus } from 'shared-contracts';

/**
 * An order still at its confirmation: paid (or its payment being confirmed) and not yet moved on
 * by the shop, so its page keeps the checkout's thank-you.
 */
export const isJustPlaced = (status: OrderStatus): boolean => status === 'paid' || status === 'pending';
