/**
 * A payment confirmed (by the checkout handler's signature or a webhook): the order becomes paid
 * once (pending, failed, or expired when the money came late), its reservation becomes final, and
 * the same write takes the ordered quantities out of the buyer's saved cart (orders.settle), so a
 * replay never touches a cart filled again after paying and no crash leaves a paid cart full. The order's mails are owed by the settle's
 * own write and sent by the outbox (paid-mail-outbox.ts), which `mail` wakes when the caller passes it.
 * When the payment turns out to pay a cart another order already paid for (double-pay.ts, decided
 * inside the settling transaction), the caller's `onDoublePayment` refunds it instead: the cart
 * and mails were the first order's. Likewise when the order's coupon had no uses left for it
 * (coupons/count-use.ts, decided in the same transaction): the caller's `onCouponRefused` refunds
 * it, since the shopper was charged a price this payment can no longer have.
 */
import type { DocumentStore } from '../../storage/port';
import { issueInvoiceForPaidOrder } from '../invoices/issue-invoice';
import { countPayment } from '../metrics/instruments';
import type { PaidOrderMail } from './paid-mail';
import type { MoveResult, OrderRecord, OrdersRepository } from './repository';
import { logShortfall, type OrderLog } from './stock-moves';

export interface SettleOptions {
  /** The webhook event that reported the payment (remembered on the order). */
  eventId?: string;
  log?: OrderLog;
  /** Whose outbox sender to wake; without it the mails wait for the sender's next run. */
  mail?: PaidOrderMail;
  /** Why the provider's payment is trusted (the history's reason); 'payment confirmed' unless said. */
  reason?: string;
  /** Refunds `paid`, a second payment for the cart `first` already paid; without it a double payment is kept. */
  onDoublePayment?: (paid: OrderRecord, first: OrderRecord) => Promise<void>;
  /** Refunds `paid`, whose coupon's limits were reached first by other paid orders (`reason` says so); without it the payment is kept. */
  onCouponRefused?: (paid: OrderRecord, reason: string) => Promise<void>;
}

export async function settlePaidOrder(
  docs: DocumentStore,
  orders: OrdersRepository,
  orderId: string,
  paymentId: string,
  { eventId, log = console, mail, reason = 'payment confirmed', onDoublePayment, onCouponRefused }: SettleOptions = {},
): Promise<MoveResult | null> {
  const settled = await orders.settle(orderId, { to: 'paid', by: 'provider', reason, eventId, paymentId });
  if (!settled) return null;
  if (!settled.changed) {
    // The same payment reported again (the provider retries a webhook a crashed server never
    // answered): a double payment found then but not yet given back is refunded now.
    const { firstOfCart: _first, couponRefused: _refused, ...result } = settled;
    const first = await unrefundedDoublePayment(docs, orders, result.order, paymentId);
    if (first && onDoublePayment) await onDoublePayment(result.order, first);
    const refused = first ? null : await unrefundedCouponRefusal(docs, result.order, paymentId);
    if (refused && onCouponRefused) await onCouponRefused(result.order, refused);
    return result;
  }
  const { firstOfCart: first, couponRefused, ...result } = settled;
  logShortfall(result, log);
  countPayment('paid');
  if (first && onDoublePayment) {
    await onDoublePayment(result.order, first);
    return result;
  }
  if (couponRefused && onCouponRefused) {
    await onCouponRefused(result.order, couponRefused);
    return result;
  }
  await issueInvoiceForPaidOrder(docs, result.order, log);
  // Owed by the settle's write (orders.settle); sent after the response by this instance's outbox sender.
  mail?.wake(result.order.id);
  return result;
}

/**
 * The order `paid` duplicates when its settle recorded it as a double payment (`doublePaymentOf`)
 * and it is still paid with this payment; otherwise null. A refund claimed already is no reason to
 * stop: the cancel it goes to tells a claim under way (answered as such) from one a dead server left
 * (taken over), and moves on an order whose refund was recorded but not its cancel.
 */
async function unrefundedDoublePayment(
  docs: DocumentStore,
  orders: OrdersRepository,
  paid: OrderRecord,
  paymentId: string,
): Promise<OrderRecord | null> {
  if (paid.status !== 'paid' || paid.paymentId !== paymentId) return null;
  const firstId = (await docs.get('orders', paid.id))?.doublePaymentOf;
  return typeof firstId === 'string' ? orders.get(firstId) : null;
}

/** Why the settle refused `paid`'s coupon, when it did and the order is still paid with this payment (as above); otherwise null. */
async function unrefundedCouponRefusal(
  docs: DocumentStore,
  paid: OrderRecord,
  paymentId: string,
): Promise<string | null> {
  if (paid.status !== 'paid' || paid.paymentId !== paymentId) return null;
  const refused = (await docs.get('orders', paid.id))?.couponRefused;
  return typeof refused === 'string' ? refused : null;
}
