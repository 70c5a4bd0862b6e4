/**
 * The dashboard's sales figures, computed on the server in India time: revenue and paid orders for
 * today, the last 7 and the last 30 days (today included), a 30-day daily series and the orders
 * waiting to ship. Revenue is what paid, shipped and delivered orders brought in, counted on the day
 * they were paid; cancelled (refunded), failed, expired and pending orders bring nothing. Beside it,
 * what coupons took off those same orders. A cash-on-delivery order brings the cash recorded as
 * collected, on the day it was recorded, and is counted apart as well (codOrders, codCollected);
 * before that (placed, shipped, delivered) it brings nothing yet, and while placed it waits to ship.
 */
import {
  toPaise,
  type AdminSalesResponse,
  type OrderStatus,
  type PaymentMethod,
  type SalesWindowFigures,
} from 'shared-contracts';
import { indiaDateLabel, indiaDayNumber } from './indiaTime';

/** What the figures read from an order; an `OrderRecord` fits. */
export interface OrderForSales {
  status: OrderStatus;
  /** Rupees. */
  amount: number;
  paidAt: string | null;
  createdAt: string;
  coupon?: { discountPaise: number } | null;
  /** Absent: online. */
  paymentMethod?: PaymentMethod;
  /** Cash on delivery: the paise recorded as collected (null before). */
  codCollectedPaise?: number | null;
}

/** The figures of AdminSalesResponse (shared-contracts) that orders alone decide. */
export type SalesSummary = Omit<AdminSalesResponse, 'lowStock' | 'lowStockNext'>;
type SalesWindow = SalesWindowFigures;

export const SALES_SERIES_DAYS = 30;

const REVENUE_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['paid', 'shipped', 'delivered']);

/** The instant an order's money counts: when it was paid (its creation for an old record without one). */
function paidTime(order: OrderForSales): number {
  return Date.parse(order.paidAt ?? order.createdAt);
}

/** Only where a coupon took something off: figures without coupons read as before. */
const withDiscounts = (paise: number): { couponDiscounts?: number } =>
  paise > 0 ? { couponDiscounts: paise / 100 } : {};

/** Only where cash on delivery was collected: figures without it read as before. */
const withCashOnDelivery = (orders: number, paise: number): { codOrders?: number; codCollected?: number } =>
  orders > 0 ? { codOrders: orders, codCollected: paise / 100 } : {};

/** Waiting to ship: paid online, or placed for cash on delivery (a collected one is delivered already). */
export const isWaitingToShip = (order: Pick<OrderForSales, 'status' | 'paymentMethod'>): boolean =>
  order.status === 'placed' || (order.status === 'paid' && order.paymentMethod !== 'cod');

/** The paise an order brought in, or null while it brings nothing. */
function revenuePaise(order: OrderForSales): number | null {
  if (order.paymentMethod === 'cod') return order.status === 'paid' ? (order.codCollectedPaise ?? 0) : null;
  return REVENUE_STATUSES.has(order.status) ? toPaise(order.amount) : null;
}

export function salesSummary(orders: Iterable<OrderForSales>, now: Date): SalesSummary {
  const today = indiaDayNumber(now);
  const firstDay = today - (SALES_SERIES_DAYS - 1);
  // Paise per day, index 0 = the oldest day: whole numbers, so the sums carry no float drift.
  const paise = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const counts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const discounts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const codCounts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const codPaise = new Array<number>(SALES_SERIES_DAYS).fill(0);
  let waitingToShip = 0;

  for (const order of orders) {
    if (isWaitingToShip(order)) waitingToShip += 1;
    const orderPaise = revenuePaise(order);
    if (orderPaise === null) continue;
    const time = paidTime(order);
    if (Number.isNaN(time)) continue;
    const index = indiaDayNumber(new Date(time)) - firstDay;
    if (index < 0 || index >= SALES_SERIES_DAYS) continue;
    paise[index] = (paise[index] ?? 0) + orderPaise;
    counts[index] = (counts[index] ?? 0) + 1;
    discounts[index] = (discounts[index] ?? 0) + (order.coupon?.discountPaise ?? 0);
    if (order.paymentMethod === 'cod') {
      codCounts[index] = (codCounts[index] ?? 0) + 1;
      codPaise[index] = (codPaise[index] ?? 0) + orderPaise;
    }
  }

  const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);
  const daily = paise.map((dayPaise, index) => ({
    date: indiaDateLabel(firstDay + index),
    revenue: dayPaise / 100,
    paidOrders: counts[index] ?? 0,
    ...withDiscounts(discounts[index] ?? 0),
    ...withCashOnDelivery(codCounts[index] ?? 0, codPaise[index] ?? 0),
  }));
  const lastDays = (days: number): SalesWindow => ({
    revenue: sum(paise.slice(-days)) / 100,
    paidOrders: sum(counts.slice(-days)),
    ...withDiscounts(sum(discounts.slice(-days))),
    ...withCashOnDelivery(sum(codCounts.slice(-days)), sum(codPaise.slice(-days))),
  });

  return {
    currency: 'INR',
    today: lastDays(1),
    last7Days: lastDays(7),
    last30Days: lastDays(SALES_SERIES_DAYS),
    daily,
    waitingToShip,
  };
}
