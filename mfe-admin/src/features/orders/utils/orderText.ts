import type { OrderStatus } from 'shared-contracts';

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  placed: 'Placed (cash on delivery)',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The shop works in India time, wherever the admin's browser is. */
export const formatIndiaDateTime = (iso: string): string => INDIA_DATE_TIME.format(new Date(iso));

/** "YYYY-MM-DD" of `date` in India time (the CSV export's date inputs). */
export const indiaDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
