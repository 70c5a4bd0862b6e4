/**
 * The admin's orders export: the orders created in a date range as CSV text (UTF-8 with BOM, RFC 4180,
 * formula-safe). `ORDERS_CSV_HEAD` and `orderCsvRow` let a route stream it row by row instead.
 */
import { lineName } from 'shared-contracts/catalogue';
import {
  toPaise,
  type BillingDetails,
  type CartItem,
  type OrderCoupon,
  type OrderStatus,
  type PaymentMethod,
} from 'shared-contracts';
import type { OrderCharges } from 'shared-contracts/delivery';
import { csvRow, UTF8_BOM } from './csvCell';
import type { InstantRange } from './indiaTime';

/** What a CSV row reads from an order; an `OrderRecord` fits. Orders from before billing details were saved have none. */
export interface OrderForCsv {
  id: string;
  createdAt: string;
  status: OrderStatus;
  items: ReadonlyArray<Pick<CartItem, 'productName' | 'quantity' | 'variantLabel'>>;
  /** Rupees. */
  amount: number;
  paymentId: string | null;
  billing?: Pick<BillingDetails, 'name' | 'email' | 'phone' | 'city'> | null;
  /** The coupon the amount is after, if any. */
  coupon?: OrderCoupon | null;
  /** Freight and assembly included in the amount, if any. */
  charges?: OrderCharges | null;
  /** Absent: online. */
  paymentMethod?: PaymentMethod;
  /** Cash on delivery: the paise recorded as collected (null before). */
  codCollectedPaise?: number | null;
}

export const ORDERS_CSV_COLUMNS = [
  'Order number',
  'Created at (UTC)',
  'Status',
  'Customer name',
  'Email',
  'Phone',
  'City',
  'Items',
  'Quantity',
  'Amount (INR)',
  'Payment id',
  'Coupon',
  'Discount (INR)',
  'Freight (INR)',
  'Assembly (INR)',
  'Payment method',
  'Cash collected (INR)',
] as const;

const PAYMENT_METHOD_CELLS: Readonly<Record<PaymentMethod, string>> = {
  online: 'Online',
  cod: 'Cash on delivery',
};

/** The start of the file: the BOM and the header row. */
export const ORDERS_CSV_HEAD = `${UTF8_BOM}${csvRow(ORDERS_CSV_COLUMNS)}`;

const isoTime = (value: string): string => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
};

/** Rupees with exactly two decimals and no grouping, so a spreadsheet reads a number: 52497 → "52497.00". */
export const rupeesCell = (amount: number): string => (toPaise(amount) / 100).toFixed(2);

/** A charge's cell: empty when the order has none of it, as the discount's is without a coupon. */
const paiseCell = (paise: number | undefined): string => (paise ? (paise / 100).toFixed(2) : '');

export function orderCsvRow(order: OrderForCsv): string {
  const billing = order.billing;
  return csvRow([
    order.id,
    isoTime(order.createdAt),
    order.status,
    billing?.name ?? '',
    billing?.email ?? '',
    billing?.phone ?? '',
    billing?.city ?? '',
    order.items.map((item) => `${item.quantity} × ${lineName(item)}`).join('; '),
    String(order.items.reduce((sum, item) => sum + item.quantity, 0)),
    rupeesCell(order.amount),
    order.paymentId ?? '',
    order.coupon?.code ?? '',
    order.coupon ? (order.coupon.discountPaise / 100).toFixed(2) : '',
    paiseCell(order.charges?.freightPaise),
    paiseCell(order.charges?.assemblyPaise),
    PAYMENT_METHOD_CELLS[order.paymentMethod ?? 'online'],
    order.codCollectedPaise === null || order.codCollectedPaise === undefined
      ? ''
      : (order.codCollectedPaise / 100).toFixed(2),
  ]);
}

/** Created at or after `from` and before `to`. */
export function isCreatedIn(order: Pick<OrderForCsv, 'createdAt'>, range: InstantRange): boolean {
  const time = Date.parse(order.createdAt);
  return time >= range.from.getTime() && time < range.to.getTime();
}

/** The whole file for the orders created in `range`, oldest first. */
export function ordersCsv(orders: readonly OrderForCsv[], range: InstantRange): string {
  const rows = orders
    .filter((order) => isCreatedIn(order, range))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map(orderCsvRow);
  return ORDERS_CSV_HEAD + rows.join('');
}

/** e.g. "orders-2026-11-01-to-2026-11-23.csv", for dates `indiaDateRange` accepted (it goes into a header). */
export const ordersCsvFileName = (fromDate: string, toDate: string): string => `orders-${fromDate}-to-${toDate}.csv`;
