/**
 * Paying twice for one cart: two tabs (or a payment that was thought failed and came through late)
 * each made an order from the same saved cart and both were paid. The shop keeps the first payment
 * and refunds any later one at once (payment/settle-payment.ts), so a shopper is never charged
 * twice for one purchase.
 *
 * The check runs inside the transaction that settles a payment (OrdersRepository.settle), which
 * reads the buyer's orders already paid: "first" is the order of settling, not of any instance's
 * clock, so two instances settling two orders of one cart at once agree on which one is kept.
 * An order paid now duplicates an order settled before it that still keeps its money (paid,
 * shipped or delivered, no refund) and was paid after this one was created: while this order
 * waited for its money the cart had already been paid for. An order created after the earlier one
 * was paid is a new purchase and is kept.
 */
import type { OrderStatus } from 'shared-contracts';
import type { OrderRecord } from './repository';

const KEEPS_MONEY: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

const time = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** The earliest of `settledBefore` that `paid` duplicates, or null when `paid` is the one to keep. */
export function firstPaymentOfSameCart(paid: OrderRecord, settledBefore: readonly OrderRecord[]): OrderRecord | null {
  const created = time(paid.createdAt);
  const earlier = settledBefore
    .filter(
      (other) =>
        other.id !== paid.id &&
        other.uid === paid.uid &&
        // Cash collected at the door pays for its own delivery, never for the cart of an online payment.
        other.paymentMethod === 'online' &&
        KEEPS_MONEY.includes(other.status) &&
        !other.refund &&
        time(other.paidAt) > created,
    )
    .sort((a, b) => time(a.paidAt) - time(b.paidAt) || (a.id < b.id ? -1 : 1));
  return earlier[0] ?? null;
}

/** The history reason of a refunded double payment. */
export const doublePaymentReason = (first: Pick<OrderRecord, 'id'>): string =>
  `Paid twice for the same cart: order ${first.id} was paid first, so this payment was refunded at once.`;
