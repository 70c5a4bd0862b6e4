/**
 * orders/{orderId}: the provider's order id is the document id. Status moves pending → paid (or
 * pending → failed → paid); a paid order never goes back. Every change is one atomic `mutate`, and
 * the change functions are pure (Firestore may run them more than once).
 */
import type { CartItem, OrderResponse, OrderStatus } from 'shared-contracts';
import type { DocumentData, DocumentStore, JsonValue } from '../../storage/port';

export interface OrderRecord extends OrderResponse {
  uid: string;
  receipt: string;
  provider: 'razorpay' | 'sandbox';
  paymentId: string | null;
  /** Webhook event ids already handled for this order (the newest few). */
  webhookEvents: string[];
}

export type NewOrder = Omit<OrderRecord, 'status' | 'paidAt' | 'paymentId' | 'webhookEvents'>;

const KEPT_EVENT_IDS = 50;
const STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'failed'];

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

export function toOrder(id: string, data: DocumentData): OrderRecord {
  const status = STATUSES.find((s) => s === data.status) ?? 'pending';
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
  };
}

function fromOrder(order: OrderRecord): DocumentData {
  const { id: _id, items, webhookEvents, ...rest } = order;
  return { ...rest, items: items.map((item) => ({ ...item })), webhookEvents: [...webhookEvents] };
}

export interface MarkPaidResult {
  order: OrderRecord;
  /** True only for the one call that moved the order to paid. */
  changed: boolean;
}

export interface OrdersRepository {
  create(order: NewOrder): Promise<OrderRecord>;
  get(id: string): Promise<OrderRecord | null>;
  /** Marks a pending or failed order paid; a paid one is left as it is. `eventId` is remembered when given. */
  markPaid(id: string, paymentId: string, eventId?: string): Promise<MarkPaidResult | null>;
  /** Records a failed payment on an order that is not paid; null when the order is unknown. */
  markFailed(id: string, eventId?: string): Promise<OrderRecord | null>;
}

const withEvent = (events: string[], eventId: string | undefined): string[] =>
  eventId === undefined ? events : [...events, eventId].slice(-KEPT_EVENT_IDS);

export function createOrdersRepository(docs: DocumentStore): OrdersRepository {
  return {
    async create(order) {
      const record: OrderRecord = { ...order, status: 'pending', paidAt: null, paymentId: null, webhookEvents: [] };
      await docs.create('orders', order.id, fromOrder(record));
      return record;
    },
    async get(id) {
      const data = await docs.get('orders', id);
      return data ? toOrder(id, data) : null;
    },
    async markPaid(id, paymentId, eventId) {
      // A fresh stamp names this attempt: if the stored order carries it, this call made the change.
      const paidAt = new Date().toISOString();
      const stamp = `${paidAt}#${Math.random().toString(36).slice(2)}`;
      const stored = await docs.mutate('orders', id, (current) => {
        if (!current) return undefined;
        const order = toOrder(id, current);
        if (order.status === 'paid') {
          if (eventId === undefined || order.webhookEvents.includes(eventId)) return undefined;
          return fromOrder({ ...order, webhookEvents: withEvent(order.webhookEvents, eventId) });
        }
        return { ...fromOrder({ ...order, status: 'paid', paidAt, paymentId, webhookEvents: withEvent(order.webhookEvents, eventId) }), paidStamp: stamp };
      });
      if (!stored) return null;
      return { order: toOrder(id, stored), changed: stored.paidStamp === stamp };
    },
    async markFailed(id, eventId) {
      const stored = await docs.mutate('orders', id, (current) => {
        if (!current) return undefined;
        const order = toOrder(id, current);
        if (order.status === 'paid' && (eventId === undefined || order.webhookEvents.includes(eventId))) return undefined;
        const status = order.status === 'paid' ? 'paid' : 'failed';
        return { ...current, ...fromOrder({ ...order, status, webhookEvents: withEvent(order.webhookEvents, eventId) }) };
      });
      return stored ? toOrder(id, stored) : null;
    },
  };
}
