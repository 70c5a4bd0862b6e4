/**
 * The admin's orders API: list, detail, ship / deliver / cancel-and-refund, the CSV
 * export and the dashboard's sales figures. Admin only; amounts in rupees unless named paise.
 */
import type { OrderCoupon } from './coupons';
import type { OrderCharges } from './delivery/charges';
import type { BillingDetails, OrderHistoryEntry, OrderStatus, PaymentMethod } from './checkout-api';
import type { OrderGstDocuments } from './gst/api';
import type { OrderTax } from './gst/order-tax';
import { pagePath, type CursorPage, type PageQuery } from './pages';
import type { CartItem } from './types';

export const ADMIN_ORDERS_API_PATHS = {
  /** GET ?status&q&limit&offset → AdminOrdersResponse */
  orders: '/api/admin/orders',
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD (India dates, both included) → text/csv attachment */
  exportCsv: '/api/admin/orders/export.csv',
  /** GET → AdminSalesResponse */
  sales: '/api/admin/sales',
  /** GET ?after&limit → AdminLowStockResponse */
  lowStock: '/api/admin/low-stock',
} as const;

export const adminOrderPath = (orderId: string): string =>
  `${ADMIN_ORDERS_API_PATHS.orders}/${encodeURIComponent(orderId)}`;
/** The admin's actions on one order. */
export type AdminOrderAction = 'ship' | 'deliver' | 'cancel' | 'collect';
/**
 * POST: `ship` (ShipOrderRequest), `deliver` (no body), `cancel` (CancelOrderRequest), `collect`
 * (RecordCashRequest: a delivered cash-on-delivery order's cash) → AdminOrderDetail
 */
export const adminOrderActionPath = (orderId: string, action: AdminOrderAction): string =>
  `${adminOrderPath(orderId)}/${action}`;

export const ADMIN_ORDERS_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
/** Longest carrier, tracking number and cancel reason, and the longest search text. */
export const ADMIN_ORDER_LIMITS = { carrier: 100, trackingNumber: 100, reason: 500, query: 200 } as const;

/** One row of the admin's order list. `email`/`customerName`: from the billing details, empty when none were saved. */
export interface AdminOrderSummary {
  id: string;
  createdAt: string;
  status: OrderStatus;
  uid: string;
  customerName: string;
  email: string;
  itemCount: number;
  /** Rupees. */
  amount: number;
  /** How the order is paid (absent from older servers: online). */
  paymentMethod?: PaymentMethod;
}

export interface AdminOrdersQuery {
  status?: OrderStatus;
  /** The end of an order number (or all of it) or the start of the customer's e-mail (or all of it), any case. */
  q?: string;
  limit?: number;
  offset?: number;
}

/** Newest first. `total`: how many orders match the filter and search (all pages). */
export interface AdminOrdersResponse {
  orders: AdminOrderSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdminOrderShipment {
  carrier: string;
  trackingNumber: string;
  shippedAt: string;
}

export interface AdminOrderRefund {
  /** Rupees. */
  amount: number;
  refundId: string;
  at: string;
}

/**
 * A payment the shop did not settle by itself: a webhook or provider record whose amount, currency
 * or status is not the order's, or a second payment whose refund failed. Needs the admin's eye.
 */
export interface AdminPaymentAlert {
  paymentId: string;
  /** What differed, in words, e.g. "amount 100 paise, the order is 2500 paise". */
  problem: string;
  /** When the shop noticed it (ISO time). */
  at: string;
}

/** What became of a second payment on an order already paid: refunded at once by the shop. */
export type AdminExtraPaymentState = 'refunding' | 'refunded' | 'refund failed';

export interface AdminExtraPayment {
  paymentId: string;
  state: AdminExtraPaymentState;
  /** The provider's refund id once refunded; null while refunding or when the refund failed. */
  refundId: string | null;
  /** When it was taken on or refunded (ISO time). */
  at: string;
}

/** Stock the order holds: none (older order), reserved (pending), committed (paid), released (returned). */
export type AdminOrderStockState = 'none' | 'reserved' | 'committed' | 'released';

export interface AdminOrderDetail {
  id: string;
  status: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  customer: { uid: string; billing: BillingDetails | null };
  items: CartItem[];
  /** Rupees. */
  amount: number;
  currency: 'INR';
  payment: { provider: 'razorpay' | 'sandbox' | 'cod'; providerOrderId: string; paymentId: string | null };
  /** How the order is paid (absent from older servers: online). */
  paymentMethod?: PaymentMethod;
  /** Cash on delivery: what the courier collected, once recorded; null otherwise. */
  cashCollection?: AdminCashCollection | null;
  /** Cash on delivery awaiting the shopper's confirmation (it cannot ship before): until when (ISO); null otherwise. */
  confirmBy?: string | null;
  history: OrderHistoryEntry[];
  stock: AdminOrderStockState;
  /** Lines paid for after their reservation ran out and no longer in stock. */
  stockShortfall: Array<{ id: string; quantity: number }>;
  shipment: AdminOrderShipment | null;
  refund: AdminOrderRefund | null;
  /** A cancel is asking the provider for the refund right now. */
  refundInProgress: boolean;
  /** Payments that did not match this order, oldest first; empty when all is well. */
  paymentAlerts: AdminPaymentAlert[];
  /** Second payments on this order after it was paid, each refunded at once; oldest first. */
  extraPayments: AdminExtraPayment[];
  /** The coupon the order was priced with (`amount` is after its discount); null without one (absent from older servers). */
  coupon?: OrderCoupon | null;
  /** Freight and assembly charged besides the lines (included in `amount`); null without (absent from older servers). */
  charges?: OrderCharges | null;
  /** The GST computed at create-order; null for orders taken before the seller's GST settings. */
  tax?: OrderTax | null;
  /** The order's issued tax invoice and credit note. */
  documents?: OrderGstDocuments;
}

export interface ShipOrderRequest {
  carrier: string;
  trackingNumber: string;
}

/** A cash-on-delivery order's collection as recorded: `shortPaise` = the amount due less the cash collected. */
export interface AdminCashCollection {
  collectedPaise: number;
  shortPaise: number;
}

/** POST collect: the paise the courier handed over (0 when none was collected); recorded as they are. */
export interface RecordCashRequest {
  collectedPaise: number;
}

export interface CancelOrderRequest {
  reason?: string;
}

export interface SalesWindowFigures {
  /** Rupees. */
  revenue: number;
  paidOrders: number;
  /** Rupees the counted orders' coupons took off (revenue is after them); absent from older servers. */
  couponDiscounts?: number;
  /** Of those: cash-on-delivery orders collected, and the rupees collected (absent from older servers). */
  codOrders?: number;
  codCollected?: number;
}

export interface DailySalesFigures extends SalesWindowFigures {
  /** India date, e.g. "2026-11-23". */
  date: string;
}

export interface LowStockProduct {
  id: string;
  productName: string;
  stock: number;
}

/** Low-stock products per page unless `limit` asks otherwise (at most LOW_STOCK_MAX_PAGE). */
export const LOW_STOCK_PAGE_SIZE = 50;
export const LOW_STOCK_MAX_PAGE = 100;

/** GET /api/admin/low-stock?after=&limit=: active products with at most LOW_STOCK_AT units. */
export type AdminLowStockQuery = PageQuery;

/** A page of the low-stock list: fewest units first, ties by product id. */
export interface AdminLowStockResponse extends CursorPage {
  products: LowStockProduct[];
}

/** The URL of one page of the low-stock list. */
export const adminLowStockPath = (page: AdminLowStockQuery = {}): string =>
  pagePath(ADMIN_ORDERS_API_PATHS.lowStock, page);

/**
 * GET /api/admin/sales, computed in India time: revenue of paid, shipped and delivered orders on the
 * day they were paid; `daily`: 30 days, oldest first, ending today; `waitingToShip`: paid orders;
 * `lowStock`: the first page of the low-stock list (GET /api/admin/low-stock), `lowStockNext` its `next`.
 */
export interface AdminSalesResponse {
  currency: 'INR';
  today: SalesWindowFigures;
  last7Days: SalesWindowFigures;
  last30Days: SalesWindowFigures;
  daily: DailySalesFigures[];
  waitingToShip: number;
  lowStock: LowStockProduct[];
  /** Absent from older servers (their list was whole). */
  lowStockNext?: string | null;
}
