/**
 * One status move of one order as a pure change of its document and its products' units, for the
 * repository's transactions (repository.ts): what the move asks, and what the call that made it learns.
 */
import { COD_CONFIRMATION_MESSAGES, type OrderStatus } from 'shared-contracts';
import type { DocumentData } from '../../storage/port';
import { returnUnits, takeUnits, type StockLine } from '../products/stock';
import { fromOrder, toOrder, withEvent, type OrderActor, type OrderRecord, type OrderShipment } from './order-document';
import { confirmByOf } from './order-detail';
import { stockAfter } from './order-stock';
import type { OrderMailKind } from './mails-owed';
import { refusedMove } from './transitions';

export interface OrderMove {
  to: OrderStatus;
  by: OrderActor;
  reason: string;
  /** A webhook event id to remember, even when the move itself is refused. */
  eventId?: string;
  /** The provider's payment id (moves to paid). */
  paymentId?: string;
  /** Carrier and tracking number (moves to shipped), stored in the same write as the move. */
  shipment?: OrderShipment;
  /** The cash a courier collected (a cash-on-delivery order's move to paid), stored in the same write. */
  codCollectedPaise?: number;
  /**
   * Made only while the stored order's `expiresAt` is set and at or before this ISO time (the expiry
   * sweep's: a cash-on-delivery order confirmed meanwhile has none left).
   */
  expiredBy?: string;
  /** The shopper's mail the move owes (shipped, cancelled), owed in the same write; the mail outbox sends it. */
  mail?: Extract<OrderMailKind, 'shipped' | 'cancelled'>;
}

/** A sweep's move found the order no longer overdue (confirmed meanwhile). */
const NOT_EXPIRED = 'The order is no longer due to expire.';

/**
 * Why the order as stored may not make the move, read inside its transaction: a sweep's order no
 * longer due, a cash-on-delivery order still awaiting its shopper's confirmation, or the table's refusal.
 */
function refusalOf(order: OrderRecord, to: OrderStatus, expiredBy: string | undefined): string | null {
  if (expiredBy !== undefined && !(order.expiresAt !== null && order.expiresAt <= expiredBy)) return NOT_EXPIRED;
  if (to === 'shipped' && confirmByOf(order) !== null) return COD_CONFIRMATION_MESSAGES.notYet;
  return refusedMove(order.status, to, order.paymentMethod);
}

export interface MoveResult {
  order: OrderRecord;
  /** True only for the one call whose mutate made the move. */
  changed: boolean;
  /** Why the move was refused (the transition table's sentence); null when it was made or is being made. */
  refused: string | null;
  /** For the call that made the move: the lines returned to stock (in the move's transaction). */
  release: StockLine[];
  /** For the call that made a late payment: lines taken from stock again (they had been released). */
  retake: StockLine[];
  /** Of `retake`, the lines out of stock: the order is paid and flagged for their refund (`stockShortfall`). */
  short: StockLine[];
}

/**
 * One move of one order as a pure change of its document and of its products' stock, in one
 * transaction (Firestore may run it again), and what the call learns from the order stored
 * afterwards: a fresh stamp names this attempt, so if the stored order carries it, this call made
 * the move. `productIds`: the order's products, in the order their documents are given to apply().
 */
export function moveAttempt(
  id: string,
  { to, by, reason, eventId, paymentId, shipment, codCollectedPaise, expiredBy }: OrderMove,
  productIds: string[],
) {
  const at = new Date().toISOString();
  const stamp = `${at}#${Math.random().toString(36).slice(2)}`;
  let refused: string | null = null;
  let effects = { release: [] as StockLine[], retake: [] as StockLine[], short: [] as StockLine[] };
  let moved = false;
  return {
    apply(
      current: DocumentData | null,
      products: ReadonlyArray<DocumentData | null>,
    ): { order: DocumentData | undefined; products: Array<DocumentData | undefined> } {
      moved = false;
      const untouched = productIds.map(() => undefined);
      if (!current) return { order: undefined, products: untouched };
      const order = toOrder(id, current);
      refused = refusalOf(order, to, expiredBy);
      if (refused) {
        const events = withEvent(order.webhookEvents, eventId);
        return {
          order: events === order.webhookEvents ? undefined : { ...current, webhookEvents: events },
          products: untouched,
        };
      }
      const { stock, release, retake } = stockAfter(order, to);
      // The products as this move leaves them: released units back, a late payment's units taken again.
      const working = productIds.map((_id, index) => products[index] ?? null);
      const written = productIds.map(() => false);
      const change = (productId: string, next: (doc: DocumentData | null) => DocumentData | null) => {
        const index = productIds.indexOf(productId);
        const after = index < 0 ? null : next(working[index] ?? null);
        if (index < 0 || !after) return false;
        working[index] = after;
        written[index] = true;
        return true;
      };
      release.forEach((line) => change(line.id, (doc) => returnUnits(line, doc)));
      // The money came after the reservation ran out and the units are gone: the order stays paid,
      // flagged for a refund of these lines.
      const short = retake.filter((line) => !change(line.id, (doc) => takeUnits(line, doc).next ?? null));
      effects = { release, retake, short };
      moved = true;
      const next: OrderRecord = {
        ...order,
        status: to,
        stock,
        history: [...order.history, { from: order.status, to, at, by, reason }],
        webhookEvents: withEvent(order.webhookEvents, eventId),
        ...(to === 'paid' ? { paidAt: at, paymentId: paymentId ?? order.paymentId } : {}),
        ...(to === 'shipped' && shipment ? { shipment } : {}),
        ...(to === 'paid' && codCollectedPaise !== undefined ? { codCollectedPaise } : {}),
        ...(retake.length > 0 ? { stockShortfall: short.map((line) => ({ ...line })) } : {}),
      };
      return {
        // Fields this repository does not know (added by other features) stay.
        order: { ...current, ...fromOrder(next), moveStamp: stamp },
        products: working.map((doc, index) => (written[index] && doc ? doc : undefined)),
      };
    },
    /** Whether the last apply() moved the order. */
    moved: () => moved,
    result(stored: DocumentData): MoveResult {
      const changed = stored.moveStamp === stamp;
      return {
        order: toOrder(id, stored),
        changed,
        refused: changed ? null : refused,
        release: changed ? effects.release : [],
        retake: changed ? effects.retake : [],
        short: changed ? effects.short : [],
      };
    },
  };
}
