/**
 * orders/{orderId}: the provider's order id is the document id. Status moves only as the transition
 * table (transitions.ts) allows, each move recorded in `history`, and the order's stock reservation
 * moves with it in the same atomic `mutate`: reserved → committed (paid) or released (failed,
 * expired, cancelled). The order document is the one source of "who returns the stock": the single
 * call whose mutate made the move is told which lines to release (or take again, for a payment that
 * came after the stock was released). Change functions are pure (Firestore may run them again).
 */
import type { BillingDetails, CartItem, OrderHistoryEntry, OrderResponse, OrderStatus } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';
import type { StockLine } from '../products/stock';
import { isOrderStatus, refusedMove } from './transitions';

/**
 * none: an order from before reservations (nothing to return); reserved: taken from stock at
 * create-order; committed: kept by a paid order; released: returned to stock.
 */
export type OrderStock = 'none' | 'reserved' | 'committed' | 'released';
const STOCK_STATES: readonly OrderStock[] = ['none', 'reserved', 'committed', 'released'];

/** 'shopper', 'system', 'provider', or an admin's uid. */
export type OrderActor = OrderHistoryEntry['by'];

export interface OrderRecord extends OrderResponse {
  uid: string;
  receipt: string;
  provider: 'razorpay' | 'sandbox';
  paymentId: string | null;
  /** Webhook event ids already handled for this order (the newest few). */
  webhookEvents: string[];
  history: OrderHistoryEntry[];
  stock: OrderStock;
  /** When a pending (or failed) order's reservation runs out; null for orders from before reservations. */
  expiresAt: string | null;
  /** Lines a late payment could not take from stock again: paid for, but not in stock (to refund). */
  stockShortfall: StockLine[];
  /** The checkout form's details, saved at create-order; null for orders from before they were kept. */
  billing?: BillingDetails | null;
  /** Set by the admin's Mark shipped; null before (and for orders from before shipments were kept). */
  shipment?: OrderShipment | null;
  /** An admin's cancel: 'pending' while the provider is asked (so a second click refunds nothing), then 'refunded'. */
  refund?: OrderRefund | null;
}

export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

export type OrderRefund =
  | { state: 'pending'; at: string; by: string; claim: string }
  | { state: 'refunded'; at: string; by: string; amount: number; refundId: string };

export type NewOrder = Omit<
  OrderRecord,
  'status' | 'paidAt' | 'paymentId' | 'webhookEvents' | 'history' | 'stock' | 'expiresAt' | 'stockShortfall' | 'shipment' | 'refund'
> &
  Partial<Pick<OrderRecord, 'stock' | 'expiresAt'>>;

const KEPT_EVENT_IDS = 50;

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const number = (value: JsonValue | undefined): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const isFields = (value: JsonValue): value is DocumentData => typeof value === 'object' && value !== null && !Array.isArray(value);

function toItem(fields: DocumentData): CartItem {
  return {
    id: text(fields.id),
    productName: text(fields.productName),
    imgUrl: text(fields.imgUrl),
    price: number(fields.price),
    quantity: number(fields.quantity),
    totalPrice: number(fields.totalPrice),
  };
}

function toHistoryEntry(fields: DocumentData): OrderHistoryEntry | null {
  if (!isOrderStatus(fields.from) || !isOrderStatus(fields.to)) return null;
  return { from: fields.from, to: fields.to, at: text(fields.at), by: text(fields.by), reason: text(fields.reason) };
}

const toStockLine = (fields: DocumentData): StockLine => ({ id: text(fields.id), quantity: number(fields.quantity) });

function toBilling(value: JsonValue | undefined): BillingDetails | null {
  if (value === undefined || !isFields(value)) return null;
  const { name, email, phone, address, city, postalCode, country } = value;
  return { name: text(name), email: text(email), phone: text(phone), address: text(address), city: text(city), postalCode: text(postalCode), country: text(country) };
}

function toShipment(value: JsonValue | undefined): OrderShipment | null {
  if (value === undefined || value === null || !isFields(value)) return null;
  return { carrier: text(value.carrier), trackingNumber: text(value.trackingNumber), shippedAt: text(value.shippedAt) };
}

function toRefund(value: JsonValue | undefined): OrderRefund | null {
  if (value === undefined || value === null || !isFields(value)) return null;
  const common = { at: text(value.at), by: text(value.by) };
  if (value.state === 'pending') return { state: 'pending', ...common, claim: text(value.claim) };
  if (value.state === 'refunded') return { state: 'refunded', ...common, amount: number(value.amount), refundId: text(value.refundId) };
  return null;
}

export function toOrder(id: string, data: DocumentData): OrderRecord {
  const status = isOrderStatus(data.status) ? data.status : 'pending';
  return {
    id,
    status,
    uid: text(data.uid),
    items: Array.isArray(data.items) ? data.items.filter(isFields).map(toItem) : [],
    amount: number(data.amount),
    currency: 'INR',
    receipt: text(data.receipt),
    provider: data.provider === 'razorpay' ? 'razorpay' : 'sandbox',
    createdAt: text(data.createdAt),
    paidAt: typeof data.paidAt === 'string' ? data.paidAt : null,
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
    webhookEvents: Array.isArray(data.webhookEvents) ? data.webhookEvents.filter((e): e is string => typeof e === 'string') : [],
    history: Array.isArray(data.history) ? data.history.filter(isFields).flatMap((entry) => toHistoryEntry(entry) ?? []) : [],
    stock: STOCK_STATES.find((state) => state === data.stock) ?? 'none',
    expiresAt: typeof data.expiresAt === 'string' ? data.expiresAt : null,
    stockShortfall: Array.isArray(data.stockShortfall) ? data.stockShortfall.filter(isFields).map(toStockLine) : [],
    billing: toBilling(data.billing),
    shipment: toShipment(data.shipment),
    refund: toRefund(data.refund),
  };
}

function fromOrder(order: OrderRecord): DocumentData {
  const { id: _id, items, webhookEvents, history, stockShortfall, shipment, refund, billing, ...rest } = order;
  return {
    ...rest,
    billing: billing ? { ...billing } : null,
    shipment: shipment ? { ...shipment } : null,
    refund: refund ? { ...refund } : null,
    items: items.map((item) => ({ ...item })),
    webhookEvents: [...webhookEvents],
    history: history.map((entry) => ({ ...entry })),
    stockShortfall: stockShortfall.map((line) => ({ ...line })),
  };
}

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

export interface OrdersRepository {
  /** Stores a new pending order (stock 'none' and no expiry unless given). */
  create(order: NewOrder): Promise<OrderRecord>;
  get(id: string): Promise<OrderRecord | null>;
  list(): Promise<OrderRecord[]>;
  /** Moves an order's status as the transition table allows; null when the order is unknown. */
  move(id: string, move: OrderMove): Promise<MoveResult | null>;
  /** Records the lines a late payment found out of stock. */
  recordShortfall(id: string, lines: StockLine[]): Promise<void>;
}

const withEvent = (events: string[], eventId: string | undefined): string[] =>
  eventId === undefined || events.includes(eventId) ? events : [...events, eventId].slice(-KEPT_EVENT_IDS);

const stockLines = (order: OrderRecord): StockLine[] => order.items.map(({ id, quantity }) => ({ id, quantity }));

/** The order's lines less what a late payment could not take (those units never left the shelf). */
function heldLines(order: OrderRecord): StockLine[] {
  return stockLines(order)
    .map((line) => ({ ...line, quantity: line.quantity - order.stockShortfall.filter((s) => s.id === line.id).reduce((sum, s) => sum + s.quantity, 0) }))
    .filter((line) => line.quantity > 0);
}

/** How the reservation follows a status move, and what the mover must do to the products. */
function stockAfter(order: OrderRecord, to: OrderStatus): { stock: OrderStock; release: StockLine[]; retake: StockLine[] } {
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
    async create(order) {
      const record: OrderRecord = {
        stock: 'none',
        expiresAt: null,
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
    async list() {
      return (await docs.list('orders')).map(({ id, data }) => toOrder(id, data));
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
    async recordShortfall(id, lines) {
      await docs.mutate('orders', id, (current) => (current ? { ...current, stockShortfall: lines.map((line) => ({ ...line })) } : undefined));
    },
  };
}
