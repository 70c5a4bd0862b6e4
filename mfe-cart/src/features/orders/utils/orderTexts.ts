/** How an order's facts read to its shopper: status tags, payment state in words, dates in India time. */
import { formatRupees, type OrderActorLabel, type OrderPaymentState, type OrderStatus } from 'shared-contracts';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting payment',
  placed: 'Placed: pay on delivery',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_STATE_TEXTS: Record<OrderPaymentState, string> = {
  awaiting: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed: no money was taken',
  expired: 'Not paid in time: no money was taken',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
};

/** A cash-on-delivery order's payment in words: owed to the courier until the shop records the cash. */
export function cashOnDeliveryPaymentText(status: OrderStatus, amount: number): string {
  if (status === 'paid') return 'Paid in cash on delivery';
  if (status === 'cancelled') return 'Cash on delivery: cancelled, nothing to pay';
  return `Cash on delivery: pay ${formatRupees(amount)} to the courier`;
}

export const ACTOR_TEXTS: Record<OrderActorLabel, string> = {
  you: 'you',
  shop: 'the shop',
  system: 'the system',
};

// The shop and its shoppers are in India: every date reads in India time, whatever the browser's zone.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
const DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

const formatWith = (format: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
};

export const formatOrderDate = (iso: string): string => formatWith(DATE, iso);
export const formatOrderDateTime = (iso: string): string => formatWith(DATE_TIME, iso);
