/**
 * orders/{orderId}: the provider's order id is the document id. Status moves only as the transition
 * table (transitions.ts) allows, each move recorded in `history`, and the order's stock reservation
 * moves with it in the same atomic `mutate`: reserved → committed (paid) or released (failed,
 * expired, cancelled). The order document is the one source of "who returns the stock": the single
 * call whose mutate made the move is told which lines to release (or take again, for a payment that
 * came after the stock was released). Change functions are pure (Firestore may run them again).
 */
import type { OrderStatus } from 'shared-contracts';
import type { DocumentStore } from '../../storage/port';
import type { StockLine } from '../products/stock';
import {
  fromOrder,
  toOrder,
  type NewOrder,
  type OrderActor,
  type OrderRecord,
  type OrderShipment,
  type OrderStock,
} from './order-document';
import { createOrderReads, type OrderReads } from './order-reads';
import { refusedMove } from './transitions';

export { PAID_STATUSES, type OrdersPage } from './order-reads';
export {
  toOrder,
  type NewOrder,
  type OrderActor,
  type OrderRecord,
  type OrderRefund,
  type OrderShipment,
  type OrderStock,
} from './order-document';

const KEPT_EVENT_IDS = 50;
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
}

export interface MoveResult {
  order: OrderRecord;
  /** True only for the one call whose mutate made the move. */
  changed: boolean;
  /** Why the move was refused (the transition table's sentence); null when it was made or is being made. */
  refused: string | null;
  /** For the call that made the move: lines to return to stock now. */
  release: StockLine[];
  /** For the call that made a late payment: lines to take from stock again (they had been released). */
  retake: StockLine[];
}

/** Writes and single reads here; every query of several orders is one of OrderReads (order-reads.ts). */
export interface OrdersRepository extends OrderReads {
  /** Stores a new pending order (stock 'none' and no expiry unless given; its provider check due at once). */
  create(order: NewOrder): Promise<OrderRecord>;
  get(id: string): Promise<OrderRecord | null>;
  /** Moves an order's status as the transition table allows; null when the order is unknown. */
  move(id: string, move: OrderMove): Promise<MoveResult | null>;
  /** Records the lines a late payment found out of stock. */
  recordShortfall(id: string, lines: StockLine[]): Promise<void>;
  /** Sets when the reconciler next asks the provider about the order (null: never again). */
  scheduleCheck(id: string, nextCheckAt: string | null): Promise<void>;
}

const withEvent = (events: string[], eventId: string | undefined): string[] =>
  eventId === undefined || events.includes(eventId) ? events : [...events, eventId].slice(-KEPT_EVENT_IDS);

const stockLines = (order: OrderRecord): StockLine[] => order.items.map(({ id, quantity }) => ({ id, quantity }));

/** The order's lines less what a late payment could not take (those units never left the shelf). */
function heldLines(order: OrderRecord): StockLine[] {
  return stockLines(order)
    .map((line) => ({
      ...line,
      quantity:
        line.quantity - order.stockShortfall.filter((s) => s.id === line.id).reduce((sum, s) => sum + s.quantity, 0),
    }))
    .filter((line) => line.quantity > 0);
}

/** How the reservation follows a status move, and what the mover must do to the products. */
function stockAfter(
  order: OrderRecord,
  to: OrderStatus,
): { stock: OrderStock; release: StockLine[]; retake: StockLine[] } {
  const { stock } = order;
  if (to === 'paid') {
    if (stock === 'reserved') return { stock: 'committed', release: [], retake: [] };
    if (stock === 'released') return { stock: 'committed', release: [], retake: stockLines(order) };
    return { stock, release: [], retake: [] };
  }
  if (to === 'failed' || to === 'expired' || to === 'cancelled') {
    if (stock === 'reserved') return { stock: 'released', release: stockLines(order), retake: [] };
    if (stock === 'committed') return { stock: 'released', release: heldLines(order), retake: [] };
  }
  return { stock, release: [], retake: [] };
}

export function createOrdersRepository(docs: DocumentStore): OrdersRepository {
  return {
    ...createOrderReads(docs),
    async create(order) {
      const record: OrderRecord = {
        stock: 'none',
        expiresAt: null,
        nextCheckAt: order.createdAt,
        ...order,
        status: 'pending',
        paidAt: null,
        paymentId: null,
        webhookEvents: [],
        history: [],
        stockShortfall: [],
      };
      await docs.create('orders', order.id, fromOrder(record));
      return record;
    },
    async get(id) {
      const data = await docs.get('orders', id);
      return data ? toOrder(id, data) : null;
    },
    async move(id, { to, by, reason, eventId, paymentId, shipment }) {
      // A fresh stamp names this attempt: if the stored order carries it, this call made the move.
      const at = new Date().toISOString();
      const stamp = `${at}#${Math.random().toString(36).slice(2)}`;
      let refused: string | null = null;
      let effects = { release: [] as StockLine[], retake: [] as StockLine[] };
      const stored = await docs.mutate('orders', id, (current) => {
        if (!current) return undefined;
        const order = toOrder(id, current);
        refused = refusedMove(order.status, to);
        if (refused) {
          const events = withEvent(order.webhookEvents, eventId);
          return events === order.webhookEvents ? undefined : { ...current, webhookEvents: events };
        }
        const { stock, release, retake } = stockAfter(order, to);
        effects = { release, retake };
        const moved: OrderRecord = {
          ...order,
          status: to,
          stock,
          history: [...order.history, { from: order.status, to, at, by, reason }],
          webhookEvents: withEvent(order.webhookEvents, eventId),
          ...(to === 'paid' ? { paidAt: at, paymentId: paymentId ?? order.paymentId } : {}),
          ...(to === 'shipped' && shipment ? { shipment } : {}),
        };
        // Fields this repository does not know (added by other features) stay.
        return { ...current, ...fromOrder(moved), moveStamp: stamp };
      });
      if (!stored) return null;
      const changed = stored.moveStamp === stamp;
      return {
        order: toOrder(id, stored),
        changed,
        refused: changed ? null : refused,
        release: changed ? effects.release : [],
        retake: changed ? effects.retake : [],
      };
    },
    async scheduleCheck(id, nextCheckAt) {
      await docs.mutate('orders', id, (current) =>
        current && current.nextCheckAt !== nextCheckAt ? { ...current, nextCheckAt } : undefined,
      );
    },
    async recordShortfall(id, lines) {
      await docs.mutate('orders', id, (current) =>
        current ? { ...current, stockShortfall: lines.map((line) => ({ ...line })) } : undefined,
      );
    },
  };
}
