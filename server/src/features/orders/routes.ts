/**
 * The shopper's orders (verified users):
 *
 * GET /api/orders/me?limit&offset  the caller's orders, newest first, a page of at most 50
 *                                  (MyOrdersResponse of OrderSummary); payment attempts that ended
 *                                  without money taken (failed, expired) are left out
 * GET /api/orders/:orderId         one order (OrderDetailResponse): the confirmation's fields, the
 *                                  billing, the status history, the payment state and the shipment.
 *                                  Only its buyer or an admin may read it: 403 for anyone else, 404
 *                                  when there is no such order.
 * POST /api/orders/:orderId/confirm the buyer confirms a cash-on-delivery order awaiting it
 *                                  (confirm-order.ts); 409 once past its deadline or cancelled
 */
import type { FastifyPluginAsync } from 'fastify';
import { ORDERS_API_PATHS, type MyOrdersResponse, type OrderDetailResponse } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { myOrdersPage, myOrdersQuerySchema, pageOf, type MyOrdersQuery } from './my-orders';
import { orderGstDocuments } from '../invoices/order-documents';
import { registerConfirmOrder } from './confirm-order';
import { toOrderDetail } from './order-detail';
import { createOrdersRepository } from './repository';
import { namedPlugin } from '../../plugins/named-plugin';

export interface OrdersRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
}

export const ORDER_NOT_FOUND = 'Order not found.';
export const NOT_YOUR_ORDER = 'This order belongs to another account.';

const paramsSchema = {
  type: 'object',
  required: ['orderId'],
  additionalProperties: false,
  properties: { orderId: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

export const ordersRoutes: FastifyPluginAsync<OrdersRoutesOptions> = namedPlugin(
  'ordersRoutes',
  async (app, { storage }) => {
    const orders = createOrdersRepository(storage.docs);

    app.get<{ Querystring: MyOrdersQuery }>(
      ORDERS_API_PATHS.mine,
      { onRequest: app.requireVerifiedUser, schema: { querystring: myOrdersQuerySchema } },
      async (request): Promise<MyOrdersResponse> =>
        myOrdersPage(orders, currentUser(request).uid, pageOf(request.query)),
    );

    app.get<{ Params: { orderId: string } }>(
      '/api/orders/:orderId',
      { onRequest: app.requireVerifiedUser, schema: { params: paramsSchema } },
      async (request): Promise<OrderDetailResponse> => {
        const { uid } = currentUser(request);
        const order = await orders.get(request.params.orderId);
        if (!order) throw httpError(404, ORDER_NOT_FOUND);
        if (order.uid !== uid) {
          const caller = await storage.users.get(uid);
          if (caller?.role !== 'Admin') throw httpError(403, NOT_YOUR_ORDER);
        }
        return toOrderDetail(order, await orderGstDocuments(storage.docs, order.id));
      },
    );

    registerConfirmOrder(app, storage, paramsSchema, { notFound: ORDER_NOT_FOUND, notYours: NOT_YOUR_ORDER });
  },
);
