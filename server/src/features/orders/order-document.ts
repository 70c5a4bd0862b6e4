/**
 * orders/{orderId} as stored: the OrderRecord the server works with, read leniently from any
 * document (older orders lack later fields), and written with the fields queries filter on that
 * the record does not carry itself: `productIds` (the ids of the lines, for "orders with product
 * X"), `searchKeys` (the admin's search by order number or e-mail), `imageNames` (the stored
 * uploads the lines show, which the uploads sweep keeps) and `queryFieldsVersion` (which lets a
 * data migration, migrations/order-query-fields.ts, find orders written before them).
 */
import type {
  BillingDetails,
  CartItem,
  OrderCoupon,
  OrderHistoryEntry,
  OrderResponse,
  PaymentMethod,
} from 'shared-contracts';
import type { OrderCharges } from 'shared-contracts/delivery';
import type { OrderTax } from 'shared-contracts/gst';
import type { DocumentData, JsonValue } from '../../storage/port';
import { fromOrderTax, toOrderTax } from '../gst-orders/order-tax-record';
import { orderSearchKeys } from '../admin-orders/order-search-keys';
import type { StockLine } from '../products/stock';
import { uploadNamesIn } from '../uploads/upload-names';
import { isOrderStatus } from './transitions';

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
  /** Who takes the money: the provider of an online order, or the courier's cash ('cod'). */
  provider: 'razorpay' | 'sandbox' | 'cod';
  paymentMethod: PaymentMethod;
  /** Cash on delivery: the paise recorded as collected when it was marked paid; null before (and online). */
  codCollectedPaise: number | null;
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
  /**
   * When the reconciler next asks the provider about this unpaid order (check-schedule.ts); null
   * once it stops. An order stored before it was kept reads as due at its creation.
   */
  nextCheckAt: string | null;
  /**
   * The account's verified e-mail at create-order (the ID token's): where the shopper's order
   * mails go, whatever address the billing form was given. Null for orders from before it was kept.
   */
  accountEmail?: string | null;
  /** The GST breakup computed at create-order; null for orders from before it, or before the seller's GST settings. */
  tax?: OrderTax | null;
  /** The coupon the order was priced with: `amount` is the lines' total less its discount (plus the charges). */
  coupon?: OrderCoupon | null;
}

export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

export type OrderRefund =
  | { state: 'pending'; at: string; by: string; claim: string; idempotencyKey: string }
  | { state: 'refunded'; at: string; by: string; amount: number; refundId: string };

export type NewOrder = Omit<
  OrderRecord,
  | 'paymentMethod'
  | 'codCollectedPaise'
  | 'status'
  | 'paidAt'
  | 'paymentId'
  | 'webhookEvents'
  | 'history'
  | 'stock'
  | 'expiresAt'
  | 'stockShortfall'
  | 'shipment'
  | 'refund'
  | 'nextCheckAt'
> &
  Partial<Pick<OrderRecord, 'stock' | 'expiresAt' | 'nextCheckAt'>>;

const text = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');
const number = (value: JsonValue | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const isFields = (value: JsonValue): value is DocumentData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toItem(fields: DocumentData): CartItem {
  return {
    id: text(fields.id),
    productName: text(fields.productName),
    imgUrl: text(fields.imgUrl),
    price: number(fields.price),
    quantity: number(fields.quantity),
    totalPrice: number(fields.totalPrice),
    // A line of a product with variants names the one bought; other lines read as before.
    ...(typeof fields.variantSku === 'string' && fields.variantSku ? { variantSku: fields.variantSku } : {}),
    ...(typeof fields.variantLabel === 'string' && fields.variantLabel ? { variantLabel: fields.variantLabel } : {}),
  };
}

function toHistoryEntry(fields: DocumentData): OrderHistoryEntry | null {
  if (!isOrderStatus(fields.from) || !isOrderStatus(fields.to)) return null;
  return { from: fields.from, to: fields.to, at: text(fields.at), by: text(fields.by), reason: text(fields.reason) };
}

const toStockLine = (fields: DocumentData): StockLine => ({
  id: text(fields.id),
  quantity: number(fields.quantity),
  ...(typeof fields.variantSku === 'string' && fields.variantSku ? { variantSku: fields.variantSku } : {}),
});

function toBilling(value: JsonValue | undefined): BillingDetails | null {
  if (value === undefined || !isFields(value)) return null;
  const { name, email, phone, address, city, postalCode, country } = value;
  return {
    name: text(name),
    email: text(email),
    phone: text(phone),
    address: text(address),
    city: text(city),
    postalCode: text(postalCode),
    country: text(country),
  };
}

function toShipment(value: JsonValue | undefined): OrderShipment | null {
  if (value === undefined || value === null || !isFields(value)) return null;
  return { carrier: text(value.carrier), trackingNumber: text(value.trackingNumber), shippedAt: text(value.shippedAt) };
}

function toRefund(value: JsonValue | undefined): OrderRefund | null {
  if (value === undefined || value === null || !isFields(value)) return null;
  const common = { at: text(value.at), by: text(value.by) };
  if (value.state === 'pending')
    return { state: 'pending', ...common, claim: text(value.claim), idempotencyKey: text(value.idempotencyKey) };
  if (value.state === 'refunded')
    return { state: 'refunded', ...common, amount: number(value.amount), refundId: text(value.refundId) };
  return null;
}

function couponOf(value: JsonValue | undefined): { coupon?: OrderCoupon } {
  if (value === undefined || !isFields(value) || typeof value.code !== 'string') return {};
  const discountPaise = Number.isSafeInteger(value.discountPaise) ? (value.discountPaise as number) : 0;
  return { coupon: { code: value.code, discountPaise } };
}

/** Freight and assembly, stored only on orders that have some: an order without reads as before. */
function chargesOf(value: JsonValue | undefined): { charges?: OrderCharges } {
  if (value === undefined || !isFields(value)) return {};
  const paise = (field: JsonValue | undefined): number => (Number.isSafeInteger(field) ? (field as number) : 0);
  return { charges: { freightPaise: paise(value.freightPaise), assemblyPaise: paise(value.assemblyPaise) } };
}

function taxOf(value: JsonValue | undefined): { tax?: OrderTax } {
  const tax = toOrderTax(value);
  return tax ? { tax } : {};
}

const PROVIDERS: ReadonlyArray<OrderRecord['provider']> = ['razorpay', 'sandbox', 'cod'];

/** How an order is paid follows from who takes the money. */
export const paymentMethodOf = (provider: OrderRecord['provider']): PaymentMethod =>
  provider === 'cod' ? 'cod' : 'online';

export function toOrder(id: string, data: DocumentData): OrderRecord {
  const status = isOrderStatus(data.status) ? data.status : 'pending';
  const provider = PROVIDERS.find((known) => known === data.provider) ?? 'sandbox';
  return {
    id,
    status,
    uid: text(data.uid),
    items: Array.isArray(data.items) ? data.items.filter(isFields).map(toItem) : [],
    amount: number(data.amount),
    currency: 'INR',
    receipt: text(data.receipt),
    provider,
    paymentMethod: paymentMethodOf(provider),
    codCollectedPaise: Number.isSafeInteger(data.codCollectedPaise) ? (data.codCollectedPaise as number) : null,
    createdAt: text(data.createdAt),
    paidAt: typeof data.paidAt === 'string' ? data.paidAt : null,
    paymentId: typeof data.paymentId === 'string' ? data.paymentId : null,
    webhookEvents: Array.isArray(data.webhookEvents)
      ? data.webhookEvents.filter((e): e is string => typeof e === 'string')
      : [],
    history: Array.isArray(data.history)
      ? data.history.filter(isFields).flatMap((entry) => toHistoryEntry(entry) ?? [])
      : [],
    stock: STOCK_STATES.find((state) => state === data.stock) ?? 'none',
    expiresAt: typeof data.expiresAt === 'string' ? data.expiresAt : null,
    stockShortfall: Array.isArray(data.stockShortfall) ? data.stockShortfall.filter(isFields).map(toStockLine) : [],
    billing: toBilling(data.billing),
    shipment: toShipment(data.shipment),
    refund: toRefund(data.refund),
    nextCheckAt:
      typeof data.nextCheckAt === 'string' || data.nextCheckAt === null ? data.nextCheckAt : text(data.createdAt),
    accountEmail: typeof data.accountEmail === 'string' ? data.accountEmail : null,
    // Only where there is one: older orders read exactly as before.
    ...taxOf(data.tax),
    ...couponOf(data.coupon),
    ...chargesOf(data.charges),
  };
}

/** Bumped when the query fields change, with a new data migration (migrations/) that rewrites older orders. */
export const ORDER_QUERY_FIELDS_VERSION = 3;

/** The ids of an order's lines, each once (what `array-contains` on productIds finds). */
export const productIdsOf = (items: readonly Pick<CartItem, 'id'>[]): string[] => [
  ...new Set(items.map(({ id }) => id)),
];

function queryFields(id: string, items: readonly CartItem[], billing: BillingDetails | null | undefined): DocumentData {
  return {
    productIds: productIdsOf(items),
    searchKeys: orderSearchKeys(id, billing?.email),
    imageNames: uploadNamesIn(items.map(({ imgUrl }) => imgUrl)),
    queryFieldsVersion: ORDER_QUERY_FIELDS_VERSION,
  };
}

/** The query fields derived from a stored order (for orders written before them); due for a check unless it has its time. */
export function withQueryFields(id: string, data: DocumentData): DocumentData {
  const { items, billing, nextCheckAt } = toOrder(id, data);
  return { ...data, nextCheckAt, ...queryFields(id, items, billing) };
}

export function fromOrder(order: OrderRecord): DocumentData {
  const {
    id,
    items,
    webhookEvents,
    history,
    stockShortfall,
    shipment,
    refund,
    billing,
    tax,
    coupon,
    charges,
    ...rest
  } = order;
  return {
    ...rest,
    ...(charges ? { charges: { ...charges } } : {}),
    ...(tax ? { tax: fromOrderTax(tax) } : {}),
    ...(coupon ? { coupon: { ...coupon } } : {}),
    billing: billing ? { ...billing } : null,
    shipment: shipment ? { ...shipment } : null,
    refund: refund ? { ...refund } : null,
    items: items.map((item) => ({ ...item })),
    ...queryFields(id, items, billing),
    webhookEvents: [...webhookEvents],
    history: history.map((entry) => ({ ...entry })),
    stockShortfall: stockShortfall.map((line) => ({ ...line })),
  };
}

const KEPT_EVENT_IDS = 50;

/** The webhook event ids an order keeps, so a redelivered event is recognised (the last KEPT_EVENT_IDS). */
export const withEvent = (events: string[], eventId: string | undefined): string[] =>
  eventId === undefined || events.includes(eventId) ? events : [...events, eventId].slice(-KEPT_EVENT_IDS);
