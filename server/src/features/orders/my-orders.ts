/** One page of a shopper's orders, newest first, as `GET /api/orders/me` answers it. */
import { lineName } from 'shared-contracts/catalogue';
import {
  MY_ORDERS_HIDDEN_STATUSES,
  MY_ORDERS_MAX_LIMIT,
  MY_ORDERS_PAGE_SIZE,
  ORDER_STATUSES,
  ORDER_SUMMARY_LINES,
  type MyOrdersResponse,
  type OrderStatus,
  type OrderSummary,
} from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { OrderRecord, OrdersRepository } from './repository';

export interface MyOrdersQuery {
  limit?: string;
  offset?: string;
}

// Query values arrive as strings (no type coercion in this app): digits here, the range in `pageOf`.
export const myOrdersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'string', pattern: '^[0-9]{1,9}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const;

export function pageOf(query: MyOrdersQuery): { limit: number; offset: number } {
  const limit = query.limit === undefined ? MY_ORDERS_PAGE_SIZE : Number(query.limit);
  if (limit < 1 || limit > MY_ORDERS_MAX_LIMIT)
    throw httpError(400, `limit must be from 1 to ${MY_ORDERS_MAX_LIMIT}, got ${query.limit}.`);
  return { limit, offset: query.offset === undefined ? 0 : Number(query.offset) };
}

export function toSummary(order: OrderRecord): OrderSummary {
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    itemCount: order.items.reduce((sum, line) => sum + line.quantity, 0),
    lines: order.items
      .slice(0, ORDER_SUMMARY_LINES)
      .map((item) => ({ productName: lineName(item), quantity: item.quantity, imgUrl: item.imgUrl })),
  };
}

/** The statuses a shopper's list shows: payment attempts that took no money are left out. */
export const MY_ORDERS_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !MY_ORDERS_HIDDEN_STATUSES.includes(status),
);

/** Newest first (orders made in the same instant by id), one page: a query of the shopper's orders alone. */
export async function myOrdersPage(
  orders: Pick<OrdersRepository, 'ofShopper'>,
  uid: string,
  page: { limit: number; offset: number },
): Promise<MyOrdersResponse> {
  const mine = await orders.ofShopper(uid, MY_ORDERS_STATUSES, page);
  return { orders: mine.orders.map(toSummary), total: mine.total, ...page };
}
