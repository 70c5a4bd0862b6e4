/**
 * GET /api/admin/orders?status&q&limit&offset → newest first, one page. `q` matches part of the
 * order number or of the billing e-mail, any case.
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
});

export interface OrdersPageRequest {
  status?: OrderStatus;
  q?: string;
  limit: number;
  offset: number;
}

/**
 * Without `q`: one page and the count, straight from the index of status and creation time. With
 * `q` (part of an order number or e-mail, which no index answers) the orders of that status are
 * read and searched here: an admin's occasional search, never a shopper's request.
 */
export async function ordersPage(orders: Pick<OrdersRepository, 'page' | 'search'>, { status, q, limit, offset }: OrdersPageRequest): Promise<AdminOrdersResponse> {
  const needle = q?.trim().toLowerCase() ?? '';
  if (!needle) {
    const page = await orders.page(status, { limit, offset });
    return { orders: page.orders.map(toSummary), total: page.total, limit, offset };
  }
  const matching = (await orders.search(status)).filter((order) => order.id.toLowerCase().includes(needle) || (order.billing?.email ?? '').toLowerCase().includes(needle));
  return { orders: matching.slice(offset, offset + limit).map(toSummary), total: matching.length, limit, offset };
}

export function registerListOrders(app: FastifyInstance, { orders, onRequest }: AdminOrdersDeps): void {
  app.get<{ Querystring: ListQuery }>(ADMIN_ORDERS_API_PATHS.orders, { onRequest, schema: listSchema }, async (request) => {
    const { status, q, limit, offset } = request.query;
    return ordersPage(orders, {
      status,
      q,
      limit: limit === undefined ? ADMIN_ORDERS_PAGE.defaultLimit : Number(limit),
      offset: offset === undefined ? 0 : Number(offset),
    });
  });
}
