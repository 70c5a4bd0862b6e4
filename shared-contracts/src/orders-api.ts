/** The shopper's side of orders: their list (`GET /api/orders/me`) and one order's page (`GET /api/orders/:id`). */
import type { OrderCoupon } from './coupons';
import type { OrderGstDocuments } from './gst/api';
import type { OrderTax } from './gst/order-tax';
import { CHECKOUT_API_PATHS, type BillingDetails, type OrderResponse, type OrderStatus } from './checkout-api';

export const ORDERS_API_PATHS = {
  /** GET ?limit&offset: the signed-in shopper's orders, newest first (MY_ORDERS_HIDDEN_STATUSES left out). */
  mine: '/api/orders/me',
  order: CHECKOUT_API_PATHS.order,
} as const;

/** Orders per page of `GET /api/orders/me` when `limit` is not given, and the most it accepts. */
export const MY_ORDERS_PAGE_SIZE = 10;
export const MY_ORDERS_MAX_LIMIT = 50;
/**
 * Payment attempts that ended without money taken (a closed popup, a declined card, 15 minutes
 * unpaid) are not orders the shopper placed: the list leaves them out (their page still opens).
 */
export const MY_ORDERS_HIDDEN_STATUSES: readonly OrderStatus[] = ['failed', 'expired'];

/** How many of an order's lines its summary carries (the list shows the first few). */
export const ORDER_SUMMARY_LINES = 3;

export interface OrderSummaryLine {
  productName: string;
  quantity: number;
  imgUrl: string;
}

export interface OrderSummary {
  id: string;
  /** ISO time. */
  createdAt: string;
  status: OrderStatus;
  /** Rupees, as the server priced the order. */
  amount: number;
  currency: 'INR';
  /** Units over all lines. */
  itemCount: number;
  /** The first ORDER_SUMMARY_LINES lines. */
  lines: OrderSummaryLine[];
}

export interface MyOrdersResponse {
  orders: OrderSummary[];
  /** All of the shopper's orders, for paging. */
  total: number;
  limit: number;
  offset: number;
}

/** Who changed an order, as its shopper sees it: themselves, the shop (an admin), or the system (payment provider, expiry). */
export type OrderActorLabel = 'you' | 'shop' | 'system';

export interface OrderTimelineEntry {
  /** The status the order moved to. */
  status: OrderStatus;
  /** ISO time. */
  at: string;
  by: OrderActorLabel;
}

/**
 * awaiting: not paid yet; paid: the money is taken; failed / expired: no money was taken;
 * refund_pending: a cancel is asking the provider; refunded: the money went back.
 */
export type OrderPaymentState = 'awaiting' | 'paid' | 'failed' | 'expired' | 'refund_pending' | 'refunded';

export interface OrderPayment {
  state: OrderPaymentState;
  /** The provider's payment id, once paid. */
  paymentId: string | null;
  paidAt: string | null;
  /** Rupees returned, once refunded. */
  refundedAmount: number | null;
  refundedAt: string | null;
}

export interface OrderShipmentDetails {
  carrier: string;
  trackingNumber: string;
  /** ISO time. */
  shippedAt: string;
}

/** `GET /api/orders/:id` for its buyer (or an admin): the confirmation's fields and the order's page. */
export interface OrderDetailResponse extends OrderResponse {
  /** The details given at checkout; null for orders from before they were kept. */
  billing: BillingDetails | null;
  /** Oldest first. */
  history: OrderTimelineEntry[];
  payment: OrderPayment;
  /** Once shipped (and after, for delivered or cancelled orders that had shipped). */
  shipment: OrderShipmentDetails | null;
  /**
   * The GST the server computed at create-order; null for orders from before, or made before the
   * seller saved their GST settings (absent from servers older than the tax breakup).
   */
  tax?: OrderTax | null;
  /** The coupon the order was priced with (`amount` is after its discount); null without one. */
  coupon?: OrderCoupon | null;
  /** The order's issued tax invoice and credit note (absent from servers older than them). */
  documents?: OrderGstDocuments;
}
