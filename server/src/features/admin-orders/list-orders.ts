/**
 * GET /api/admin/orders?status&q&limit&offset → newest first, one page. `q`, any case, is the end
 * of an order number (or all of it) or the start of a billing e-mail (or all of it): the search
 * keys each order carries (order-search-keys.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ORDER_LIMITS,
  ADMIN_ORDERS_API_PATHS,
  ADMIN_ORDERS_PAGE,
  ORDER_STATUSES,
  type AdminOrderSummary,
  type AdminOrdersResponse,
  type OrderStatus,
} from 'shared-contracts';
import type { OrderRecord, OrdersRepository } from '../orders/repository';
import type { AdminOrdersDeps } from './deps';
import { searchNeedle } from './order-search-keys';

interface ListQuery {
  status?: OrderStatus;
  q?: string;
  limit?: string;
  offset?: string;
}

// Query values arrive as strings (no type coercion in this app): whole numbers are checked here.
const listSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: [...ORDER_STATUSES] },
      q: { type: 'string', maxLength: ADMIN_ORDER_LIMITS.query },
      limit: { type: 'string', pattern: '^(?:[1-9]|[1-9][0-9]|100)$' },
      offset: { type: 'string', pattern: '^[0-9]{1,7}$' },
    },
  },
} as const;

const toSummary = (order: OrderRecord): AdminOrderSummary => ({
  id: order.id,
  createdAt: order.createdAt,
  status: order.status,
  uid: order.uid,
  customerName: order.billing?.name ?? '',
  email: order.billing?.email ?? '',
  itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
  amount: order.amount,
  paymentMethod: order.paymentMethod,
});

export interface OrdersPageRequest {
  status?: OrderStatus;
  q?: string;
  limit: number;
  offset: number;
}

/** One page and the count, straight from an index: of status and creation time, or of search key, status and creation time. */
export async function ordersPage(
  orders: Pick<OrdersRepository, 'page' | 'search'>,
  { status, q, limit, offset }: OrdersPageRequest,
): Promise<AdminOrdersResponse> {
  const needle = searchNeedle(q);
  const page = needle
    ? await orders.search(status, needle, { limit, offset })
    : await orders.page(status, { limit, offset });
  return { orders: page.orders.map(toSummary), total: page.total, limit, offset };
}

export function registerListOrders(app: FastifyInstance, { orders, onRequest }: AdminOrdersDeps): void {
  app.get<{ Querystring: ListQuery }>(
    ADMIN_ORDERS_API_PATHS.orders,
    { onRequest, schema: listSchema },
    async (request) => {
      const { status, q, limit, offset } = request.query;
      return ordersPage(orders, {
        status,
        q,
        limit: limit === undefined ? ADMIN_ORDERS_PAGE.defaultLimit : Number(limit),
        offset: offset === undefined ? 0 : Number(offset),
      });
    },
  );
}
