/**
 * orders/{orderId}: the provider's order id is the document id. Status moves only as the transition
 * table (transitions.ts) allows, each move recorded in `history`, and the order's stock reservation
 * moves with it in the same transaction as the products' units: reserved → committed (paid) or
 * released (failed, expired, cancelled: the units go back), and a payment that came after the stock
 * was released takes the units again (the lines out of stock are recorded as its shortfall). So a
 * fault never leaves an order moved without its units, or units moved twice. Change functions are
 * pure (Firestore may run them again).
 */
import type { DocumentData, DocumentStore } from '../../storage/port';
import { countCouponUse, couponUseRefs } from '../coupons/count-use';
import { firstPaymentOfSameCart } from './double-pay';
import { linesPerProduct, productIdsOfLines, takeUnits, unreservableLine } from '../products/stock';
import { fromOrder, paymentMethodOf, toOrder, type NewOrder, type OrderRecord } from './order-document';
import { createOrderReads, type OrderReads } from './order-reads';
import { productRefs, stockLines } from './order-stock';
import { FIRST_STATUS } from './transitions';
import { oweMails, PLACED_ORDER_MAILS } from './mails-owed';
import { cartDocumentAfterOrder } from '../saved-lists/repository';
import { moveAttempt, type MoveResult, type OrderMove } from './order-move';

export { PAID_STATUSES, type OrdersPage } from './order-reads';
export {
  toOrder,
  type NewOrder,
  type OrderActor,
  type OrderRecord,
  type OrderRefund,
  type OrderShipment,
} from './order-document';

export type { MoveResult, OrderMove } from './order-move';

/** Writes and single reads here; every query of several orders is one of OrderReads (order-reads.ts). */
export interface OrdersRepository extends OrderReads {
  /** Stores a new pending order (stock 'none' and no expiry unless given; its provider check due at once). */
  create(order: NewOrder): Promise<OrderRecord>;
  /**
   * Stores a new pending order holding its stock: every line reserved and the order written in one
   * transaction, keyed by the order id (run again after a commit that landed, it moves nothing), or
   * nothing written and a 409 naming the first product that cannot be reserved.
   */
  createReserving(order: Omit<NewOrder, 'stock'>): Promise<OrderRecord>;
  get(id: string): Promise<OrderRecord | null>;
  /** Moves an order's status as the transition table allows; null when the order is unknown. */
  move(id: string, move: OrderMove): Promise<MoveResult | null>;
  /**
   * Moves an order to paid in one transaction with the double-payment check (double-pay.ts): the
   * buyer's paid orders are read inside it, and two settles of one buyer's orders never overlap,
   * whichever instances run them. `firstOfCart`: the order this payment duplicates, for the call
   * that made the move (recorded on the order as `doublePaymentOf`). An order priced with a coupon
   * counts its use in the same transaction (coupons/count-use.ts); `couponRefused`: why the
   * coupon's limits refused it, for the call that made the move (recorded as `couponRefused`), so
   * the caller refunds the payment. A double payment counts no use.
   */
  settle(
    id: string,
    move: OrderMove & { to: 'paid' },
  ): Promise<(MoveResult & { firstOfCart: OrderRecord | null; couponRefused: string | null }) | null>;
  /** Sets when the reconciler next asks the provider about the order (null: never again). */
  scheduleCheck(id: string, nextCheckAt: string | null): Promise<void>;
}

/** How many times a settle reads the buyer's orders again when another settle of theirs came between. */
const SETTLE_ROUNDS = 10;
/** The cart document's count of the buyer's settled payments. */
const SETTLED_COUNT = 'paymentsSettled';
const settledCountOf = (cart: DocumentData | null): number =>
  typeof cart?.[SETTLED_COUNT] === 'number' ? cart[SETTLED_COUNT] : 0;

function newOrderRecord(order: NewOrder): OrderRecord {
  const paymentMethod = paymentMethodOf(order.provider);
  return {
    stock: 'none',
    expiresAt: null,
    // Cash on delivery has no provider to ask about a payment.
    nextCheckAt: paymentMethod === 'cod' ? null : order.createdAt,
    ...order,
    paymentMethod,
    codCollectedPaise: null,
    status: FIRST_STATUS[paymentMethod],
    paidAt: null,
    paymentId: null,
    webhookEvents: [],
    history: [],
    stockShortfall: [],
  };
}

export function createOrdersRepository(docs: DocumentStore): OrdersRepository {
  const reads = createOrderReads(docs);
  const get = async (id: string): Promise<OrderRecord | null> => {
    const data = await docs.get('orders', id);
    return data ? toOrder(id, data) : null;
  };
  return {
    ...reads,
    async create(order) {
      const record = newOrderRecord(order);
      await docs.create('orders', order.id, fromOrder(record));
      return record;
    },
    async createReserving(order) {
      const record = newOrderRecord({ ...order, stock: 'reserved' });
      const lines = linesPerProduct(stockLines(record));
      const ids = productIdsOfLines(lines);
      let refusal: Error | null = null;
      // Cash on delivery is placed at once: the cart empties in the order's own write.
      const placedNow = record.paymentMethod === 'cod';
      const cartRefs = placedNow ? [{ collection: 'carts' as const, id: record.uid }] : [];
      await docs.mutateAll(
        [
          { collection: 'orders', id: order.id },
          ...ids.map((id) => ({ collection: 'products' as const, id })),
          ...cartRefs,
        ],
        ([existing, ...rest]) => {
          refusal = null;
          const products = rest.slice(0, ids.length);
          const untouched = [undefined, ...ids.map(() => undefined), ...cartRefs.map(() => undefined)];
          // A transaction run again after its commit landed finds its order: the units were taken then.
          if (existing) return untouched;
          // Each line takes its units from its product as the lines before it left it (two variants of one product).
          const working = ids.map((_id, index) => products[index] ?? null);
          for (const line of lines) {
            const index = ids.indexOf(line.id);
            const outcome = takeUnits(line, working[index] ?? null);
            if (outcome.outcome !== 'reserved' || !outcome.next) {
              refusal = unreservableLine(line, outcome);
              return untouched;
            }
            working[index] = outcome.next;
          }
          // Cash on delivery is placed, not paid: its mails are owed now, in the order's own write.
          const placed = placedNow
            ? oweMails(fromOrder(record), PLACED_ORDER_MAILS, record.createdAt)
            : fromOrder(record);
          const cart = placedNow
            ? [cartDocumentAfterOrder(rest[ids.length] ?? null, record.items, record.createdAt)]
            : [];
          return [placed, ...working.map((doc) => doc ?? undefined), ...cart];
        },
      );
      if (refusal) throw refusal;
      return record;
    },
    get,
    async move(id, move) {
      // An order's lines never change, so its products are known before the transaction.
      const order = await get(id);
      if (!order) return null;
      const products = productRefs(order);
      const attempt = moveAttempt(id, move, products.ids);
      const [stored] = await docs.mutateAll([{ collection: 'orders', id }, ...products.refs], ([current, ...rest]) => {
        const next = attempt.apply(current ?? null, rest);
        // The shopper's mail of the move is owed in the move's own write (paid-mail-outbox.ts sends it).
        const order =
          move.mail && next.order && attempt.moved()
            ? oweMails(next.order, [move.mail], new Date().toISOString())
            : next.order;
        return [order, ...next.products];
      });
      return stored ? attempt.result(stored) : null;
    },
    async settle(id, move) {
      for (let round = 1; ; round += 1) {
        const order = await get(id);
        if (!order) return null;
        // Every settle of the buyer's orders counts on their cart document, so a settle that read
        // the buyer's paid orders before another one committed finds the count moved and reads again.
        const counted = settledCountOf(await docs.get('carts', order.uid));
        const others = (await reads.paidOf(order.uid)).filter((other) => other.id !== id);
        const products = productRefs(order);
        const couponRefs = order.coupon ? couponUseRefs(order.uid, order.coupon) : [];
        const attempt = moveAttempt(id, move, products.ids);
        let stale = false;
        let first: OrderRecord | null = null;
        let couponRefused: string | null = null;
        const [stored] = await docs.mutateAll(
          [
            { collection: 'orders', id },
            { collection: 'carts', id: order.uid },
            ...others.map((other) => ({ collection: 'orders' as const, id: other.id })),
            ...products.refs,
            ...couponRefs,
          ],
          ([current, cart, ...rest]) => {
            const otherDocs = rest.slice(0, others.length);
            const productDocs = rest.slice(others.length, others.length + products.refs.length);
            const [couponDoc, useDoc] = rest.slice(others.length + products.refs.length);
            const untouched = [undefined, undefined, ...rest.map(() => undefined)];
            stale = settledCountOf(cart ?? null) !== counted;
            first = null;
            couponRefused = null;
            if (stale) return untouched;
            const moved = attempt.apply(current ?? null, productDocs);
            const next = moved.order;
            if (next === undefined || !attempt.moved()) return [next, ...untouched.slice(1)];
            // Inside the transaction: every other order read as paid was settled before this one.
            const settledBefore = otherDocs.flatMap((data, index) => {
              const other = others[index];
              return data && other ? [toOrder(other.id, data)] : [];
            });
            first = firstPaymentOfSameCart(toOrder(id, next), settledBefore);
            // The payment is kept only when it is not a double payment: only then is a coupon's use counted.
            const use =
              order.coupon && !first
                ? countCouponUse(order.uid, order.coupon, couponDoc ?? null, useDoc ?? null)
                : { counted: true as const, coupon: undefined, use: undefined };
            if (!use.counted) couponRefused = use.refused;
            // The order's mails are owed in the same write as the payment (paid-mail-outbox.ts sends them);
            // a payment refunded at once (a double payment, a refused coupon) owes none,
            // and so is the cart emptied of what it bought, in this same write.
            const kept = !first && use.counted;
            const now = new Date().toISOString();
            const owed = kept ? oweMails(next, PLACED_ORDER_MAILS, now) : next;
            const cartAfter = (kept && cartDocumentAfterOrder(cart ?? null, order.items, now)) || cart || {};
            return [
              first ? { ...next, doublePaymentOf: first.id } : kept ? owed : { ...next, couponRefused },
              { ...cartAfter, [SETTLED_COUNT]: counted + 1 },
              ...otherDocs.map(() => undefined),
              ...moved.products,
              ...(couponRefs.length > 0 ? (use.counted ? [use.coupon, use.use] : [undefined, undefined]) : []),
            ];
          },
        );
        if (stale && round < SETTLE_ROUNDS) continue;
        if (stale) throw new Error(`order ${id}: the buyer's orders kept changing; the payment is settled later`);
        return stored ? { ...attempt.result(stored), firstOfCart: first, couponRefused } : null;
      }
    },
    async scheduleCheck(id, nextCheckAt) {
      await docs.mutate('orders', id, (current) =>
        current && current.nextCheckAt !== nextCheckAt ? { ...current, nextCheckAt } : undefined,
      );
    },
  };
}
