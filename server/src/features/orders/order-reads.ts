/**
 * Every read of the orders collection, each one query through an index (storage/indexes.ts), so
 * no request and no periodic job reads every order.
 */
import type { OrderStatus, PaymentMethod } from 'shared-contracts';
import type { DocumentData, DocumentQuery, DocumentStore, QueryFilter } from '../../storage/port';
import { UNSETTLED_STATUSES } from './check-schedule';
import { toOrder, type OrderRecord } from './order-document';

export interface OrdersPage {
  orders: OrderRecord[];
  /** How many match in all. */
  total: number;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** Statuses of an order whose money the shop keeps (the shopper paid and nothing was refunded yet). */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];

export interface OrderReads {
  /** A shopper's orders with one of `statuses`, newest first (ties by id), one page. */
  ofShopper(uid: string, statuses: readonly OrderStatus[], page: PageRequest): Promise<OrdersPage>;
  /** Every order, or those of one status, newest first (ties by id), one page. */
  page(status: OrderStatus | undefined, page: PageRequest): Promise<OrdersPage>;
  /** Orders holding a search key (the admin's search: admin-orders/order-search-keys.ts), of every status or one, newest first, one page. */
  search(status: OrderStatus | undefined, key: string, page: PageRequest): Promise<OrdersPage>;
  /** Pending and failed orders whose reservation ran out at or before `now`, and cash-on-delivery orders not confirmed by then. */
  overdue(now: Date): Promise<OrderRecord[]>;
  /** Unsettled orders (pending, failed, expired) whose provider check is due at `now`, the longest waiting first, at most `limit`. */
  dueForCheck(now: Date, limit: number): Promise<OrderRecord[]>;
  /** A shopper's orders the shop kept the money of (paid, shipped, delivered). */
  paidOf(uid: string): Promise<OrderRecord[]>;
  /** Whether the shopper has a paid (shipped, delivered) order with the product. */
  hasPaidOrderWith(uid: string, productId: string): Promise<boolean>;
  /** How many orders have the product in a line. */
  countWithProduct(productId: string): Promise<number>;
  /** Orders created in [from, to). */
  createdBetween(from: Date, to: Date): Promise<OrderRecord[]>;
  /** What the sales figures sum: orders paid or created at or after `since`. */
  forSales(since: Date): Promise<OrderRecord[]>;
  /** How many orders have the status (Firestore counts without reading them). */
  countWithStatus(status: OrderStatus, paymentMethod?: PaymentMethod): Promise<number>;
}

const NEWEST_FIRST = { field: 'createdAt', direction: 'desc' } as const;

const toOrders = (rows: Array<{ id: string; data: DocumentData }>): OrderRecord[] =>
  rows.map(({ id, data }) => toOrder(id, data));

/** Each order once, whichever queries found it. */
function unique(...lists: OrderRecord[][]): OrderRecord[] {
  return [...new Map(lists.flat().map((order) => [order.id, order])).values()];
}

export function createOrderReads(docs: Pick<DocumentStore, 'query' | 'count'>): OrderReads {
  const find = async (query: DocumentQuery): Promise<OrderRecord[]> => toOrders(await docs.query('orders', query));
  const pageOf = async (where: QueryFilter[], { limit, offset }: PageRequest): Promise<OrdersPage> => {
    const [orders, total] = await Promise.all([
      find({ where, orderBy: NEWEST_FIRST, limit, offset }),
      docs.count('orders', where),
    ]);
    return { orders, total };
  };
  const statusFilter = (status: OrderStatus | undefined): QueryFilter[] => (status ? [['status', '==', status]] : []);

  return {
    ofShopper: (uid, statuses, page) =>
      pageOf(
        [
          ['uid', '==', uid],
          ['status', 'in', statuses],
        ],
        page,
      ),
    page: (status, page) => pageOf(statusFilter(status), page),
    search: (status, key, page) => pageOf([...statusFilter(status), ['searchKeys', 'array-contains', key]], page),
    overdue: (now) =>
      find({
        where: [
          ['status', 'in', ['pending', 'failed', 'placed']],
          ['expiresAt', '<=', now.toISOString()],
        ],
        orderBy: { field: 'expiresAt', direction: 'asc' },
      }),
    dueForCheck: (now, limit) =>
      find({
        where: [
          ['status', 'in', UNSETTLED_STATUSES],
          ['nextCheckAt', '<=', now.toISOString()],
        ],
        orderBy: { field: 'nextCheckAt', direction: 'asc' },
        limit,
      }),
    paidOf: (uid) =>
      find({
        where: [
          ['uid', '==', uid],
          ['status', 'in', PAID_STATUSES],
        ],
      }),
    async hasPaidOrderWith(uid, productId) {
      const found = await docs.query('orders', {
        where: [
          ['uid', '==', uid],
          ['status', 'in', PAID_STATUSES],
          ['productIds', 'array-contains', productId],
        ],
        limit: 1,
      });
      return found.length > 0;
    },
    countWithProduct: (productId) => docs.count('orders', [['productIds', 'array-contains', productId]]),
    createdBetween: (from, to) =>
      find({
        where: [
          ['createdAt', '>=', from.toISOString()],
          ['createdAt', '<', to.toISOString()],
        ],
        orderBy: { field: 'createdAt', direction: 'asc' },
      }),
    async forSales(since) {
      const at = since.toISOString();
      // An old order without paidAt counts on its creation day (salesSummary), hence createdAt too.
      const [paid, created] = await Promise.all([
        find({ where: [['paidAt', '>=', at]], orderBy: { field: 'paidAt', direction: 'asc' } }),
        find({ where: [['createdAt', '>=', at]], orderBy: { field: 'createdAt', direction: 'asc' } }),
      ]);
      return unique(paid, created);
    },
    countWithStatus: (status, paymentMethod) =>
      docs.count('orders', [
        ['status', '==', status],
        ...(paymentMethod ? [['paymentMethod', '==', paymentMethod] as const] : []),
      ]),
  };
}
