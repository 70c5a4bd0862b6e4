/** POST /api/admin/orders/:id/deliver → delivered (history by the admin's uid); 404 unknown, 409 refused. */
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { adminMove } from './admin-move';
import { orderIdParams, type AdminOrdersDeps } from './deps';
import { adminOrderDetailResponse } from './detail-schema';
import { adminOrderDetail } from './order-detail';
import { adminOrderRoute } from './paths';

export function registerDeliverOrder(app: FastifyInstance, deps: AdminOrdersDeps): void {
  app.post<{ Params: { id: string } }>(
    adminOrderRoute('deliver'),
    { onRequest: deps.onRequest, schema: { params: orderIdParams, response: adminOrderDetailResponse } },
    async (request) => {
      const order = await adminMove(
        deps,
        request.params.id,
        { to: 'delivered', by: currentUser(request).uid, reason: 'Marked delivered.' },
        request.log,
      );
      return adminOrderDetail(deps.docs, order);
    },
  );
}
