/**
 * GET /api/orders/:orderId → the order confirmation (id, status, lines, amount). Only its buyer or
 * an admin may read it: 403 for anyone else, 404 when there is no such order.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OrderResponse } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { createOrdersRepository, type OrderRecord } from './repository';

export interface OrdersRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
}

export const ORDER_NOT_FOUND = 'Order not found.';
export const NOT_YOUR_ORDER = 'This order belongs to another account.';

const toResponse = ({ id, status, items, amount, currency, createdAt, paidAt }: OrderRecord): OrderResponse => ({
  id,
  status,
  items,
  amount,
  currency,
  createdAt,
  paidAt,
});

const paramsSchema = {
  type: 'object',
  required: ['orderId'],
  additionalProperties: false,
  properties: { orderId: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = async (app, { storage }) => {
  const orders = createOrdersRepository(storage.docs);

  app.get<{ Params: { orderId: string } }>('/api/orders/:orderId', { onRequest: app.requireVerifiedUser, schema: { params: paramsSchema } }, async (request) => {
    const { uid } = currentUser(request);
    const order = await orders.get(request.params.orderId);
    if (!order) throw httpError(404, ORDER_NOT_FOUND);
    if (order.uid !== uid) {
      const caller = await storage.users.get(uid);
      if (caller?.role !== 'Admin') throw httpError(403, NOT_YOUR_ORDER);
    }
    return toResponse(order);
  });
};
