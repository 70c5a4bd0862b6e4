/**
 * When the reconciler next asks the provider about an unpaid order (`nextCheckAt`, stored on the
 * order). A new order is due at once (the next run asks); after each check the next one waits
 * about the order's age again, at least one run interval (PAYMENT_RECONCILE_MS) and at most an
 * hour: with runs a minute apart an order is asked about when about 1, 2, 4, 8, 16, 32 minutes old,
 * then hourly. A failed or expired order is asked about until it is RECONCILE_WINDOW_MS old, then
 * never again (null); a pending one (the sweep expires it after 15 minutes) stays hourly. So an
 * order costs about 30 provider calls in its first day, not one a minute.
 */
import type { OrderStatus } from 'shared-contracts';

export const LONGEST_CHECK_INTERVAL_MS = 60 * 60_000;
/** How long after its creation an order that ended unpaid is still asked about. */
export const RECONCILE_WINDOW_MS = 24 * 60 * 60_000;

/** The statuses of an order the provider may still hold a payment for. */
export const UNSETTLED_STATUSES: readonly OrderStatus[] = ['pending', 'failed', 'expired'];

/** The check after one made `now`, at least `shortestIntervalMs` later; null when the order is no longer worth asking about. */
export function nextCheckAfter(
  order: { status: OrderStatus; createdAt: string },
  now: Date,
  shortestIntervalMs: number,
): string | null {
  if (!UNSETTLED_STATUSES.includes(order.status)) return null;
  const created = Date.parse(order.createdAt);
  const shortest = Math.min(shortestIntervalMs, LONGEST_CHECK_INTERVAL_MS);
  const age = Number.isNaN(created) ? LONGEST_CHECK_INTERVAL_MS : Math.max(0, now.getTime() - created);
  const next = now.getTime() + Math.min(Math.max(age, shortest), LONGEST_CHECK_INTERVAL_MS);
  const ended = order.status !== 'pending';
  if (ended && (Number.isNaN(created) || next - created > RECONCILE_WINDOW_MS)) return null;
  return new Date(next).toISOString();
}
