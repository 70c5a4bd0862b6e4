/** The shopper's side of orders: their list (`GET /api/orders/me`) and one order's page (`GET /api/orders/:id`). */
import type { OrderCoupon } from './coupons';
import type { OrderGstDocuments } from './gst/api';
import type { OrderTax } from './gst/order-tax';
import { CHECKOUT_API_PATHS, type BillingDetails, type OrderResponse, type OrderStatus } from './checkout-api';

export const ORDERS_API_PATHS = {
  /** GET ?limit&offset: the signed-in shopper's orders, newest first (MY_ORDERS_HIDDEN_STATUSES left out). */
  mine: '/api/orders/me',
  order: CHECKOUT_API_PATHS.order,
  /** POST, the order's buyer: confirms a cash-on-delivery order awaiting it (OrderDetailResponse). */
  confirm: (orderId: string): string => `${CHECKOUT_API_PATHS.order(orderId)}/confirm`,
} as const;

/** The shopper's confirmation of a cash-on-delivery order, where the seller asks for one. */
export const COD_CONFIRMATION_MESSAGES = {
  /** The order page's notice while the order waits; `by` is formatted for India. */
  awaiting: (by: string): string =>
    `Confirm this cash-on-delivery order by ${by}, or it will be cancelled and its items returned to stock.`,
  button: 'Confirm my order',
  confirmed: 'Thank you: your order is confirmed.',
  /** 409: its deadline has passed (the expiry sweep cancels it). */
  tooLate: 'The time to confirm this order has passed, so it is being cancelled and its items returned to stock.',
  /** 409 to the admin's ship. */
  notYet: 'The shopper has not confirmed this cash-on-delivery order yet, so it cannot be shipped.',
  /** The history's reason for the sweep's cancel. */
  cancelReason: 'not confirmed by the shopper within 24 hours',
} as const;

/** How long a shopper has to confirm a cash-on-delivery order, where the seller asks for it. */
export const COD_CONFIRMATION_HOURS = 24;

const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A confirmation deadline (ISO) as the shop states it, on India time wherever it is read: "29 Nov 2026, 10:15 am IST". */
export const formatConfirmBy = (iso: string): string => `${INDIA_DATE_TIME.format(new Date(iso))} IST`;

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
  /** A cash-on-delivery order awaiting the shopper's confirmation: until when (ISO); null otherwise. */
  confirmBy?: string | null;
}
