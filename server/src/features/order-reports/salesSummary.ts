/**
 * The dashboard's sales figures, computed on the server in India time: revenue and paid orders for
 * today, the last 7 and the last 30 days (today included), a 30-day daily series and the orders
 * waiting to ship. Revenue is what paid, shipped and delivered orders brought in, counted on the day
 * they were paid; cancelled (refunded), failed, expired and pending orders bring nothing. Beside it,
 * what coupons took off those same orders.
 */
import { toPaise, type AdminSalesResponse, type OrderStatus, type SalesWindowFigures } from 'shared-contracts';
import { indiaDateLabel, indiaDayNumber } from './indiaTime';

/** What the figures read from an order; an `OrderRecord` fits. */
export interface OrderForSales {
  status: OrderStatus;
  /** Rupees. */
  amount: number;
  paidAt: string | null;
  createdAt: string;
  coupon?: { discountPaise: number } | null;
}

/** The figures of AdminSalesResponse (shared-contracts) that orders alone decide. */
export type SalesSummary = Omit<AdminSalesResponse, 'lowStock'>;
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

export function salesSummary(orders: Iterable<OrderForSales>, now: Date): SalesSummary {
  const today = indiaDayNumber(now);
  const firstDay = today - (SALES_SERIES_DAYS - 1);
  // Paise per day, index 0 = the oldest day: whole numbers, so the sums carry no float drift.
  const paise = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const counts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  const discounts = new Array<number>(SALES_SERIES_DAYS).fill(0);
  let waitingToShip = 0;

  for (const order of orders) {
    if (order.status === 'paid') waitingToShip += 1;
    if (!REVENUE_STATUSES.has(order.status)) continue;
    const time = paidTime(order);
    if (Number.isNaN(time)) continue;
    const index = indiaDayNumber(new Date(time)) - firstDay;
    if (index < 0 || index >= SALES_SERIES_DAYS) continue;
    paise[index] = (paise[index] ?? 0) + toPaise(order.amount);
    counts[index] = (counts[index] ?? 0) + 1;
    discounts[index] = (discounts[index] ?? 0) + (order.coupon?.discountPaise ?? 0);
  }

  const daily = paise.map((dayPaise, index) => ({
    date: indiaDateLabel(firstDay + index),
    revenue: dayPaise / 100,
    paidOrders: counts[index] ?? 0,
    ...withDiscounts(discounts[index] ?? 0),
  }));
  const lastDays = (days: number): SalesWindow => {
    const window = daily.slice(-days);
    const windowPaise = paise.slice(-days).reduce((sum, value) => sum + value, 0);
    const discountPaise = discounts.slice(-days).reduce((sum, value) => sum + value, 0);
    return {
      revenue: windowPaise / 100,
      paidOrders: window.reduce((sum, day) => sum + day.paidOrders, 0),
      ...withDiscounts(discountPaise),
    };
  };

  return {
    currency: 'INR',
    today: lastDays(1),
    last7Days: lastDays(7),
    last30Days: lastDays(SALES_SERIES_DAYS),
    daily,
    waitingToShip,
  };
}
