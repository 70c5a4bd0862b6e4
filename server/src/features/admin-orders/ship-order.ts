/**
 * POST /api/admin/orders/:id/ship {carrier, trackingNumber} → shipped (history by the admin's uid),
 * the shipment stored with the move, the shopper mailed the tracking details.
 * Unknown order 404; a move the transition table refuses 409 with its sentence.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_ORDER_LIMITS, type ShipOrderRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import { adminMove } from './admin-move';
import { orderIdParams, type AdminOrdersDeps } from './deps';
import { adminOrderDetailResponse } from './detail-schema';
import { adminOrderDetail } from './order-detail';
import { adminOrderRoute } from './paths';

const shipSchema = {
  params: orderIdParams,
  body: {
    type: 'object',
    required: ['carrier', 'trackingNumber'],
    additionalProperties: false,
    properties: {
      carrier: { type: 'string', minLength: 1, maxLength: ADMIN_ORDER_LIMITS.carrier },
      trackingNumber: { type: 'string', minLength: 1, maxLength: ADMIN_ORDER_LIMITS.trackingNumber },
    },
  },
  response: adminOrderDetailResponse,
} as const;

export const SHIPMENT_BLANK = 'Enter the carrier and the tracking number.';

export function registerShipOrder(app: FastifyInstance, deps: AdminOrdersDeps): void {
  app.post<{ Params: { id: string }; Body: ShipOrderRequest }>(
    adminOrderRoute('ship'),
    { onRequest: deps.onRequest, schema: shipSchema },
    async (request) => {
      const carrier = request.body.carrier.trim();
      const trackingNumber = request.body.trackingNumber.trim();
      if (!carrier || !trackingNumber) throw httpError(400, SHIPMENT_BLANK);
      const shipment = { carrier, trackingNumber, shippedAt: new Date().toISOString() };
      const order = await adminMove(
        deps,
        request.params.id,
        {
          to: 'shipped',
          by: currentUser(request).uid,
          reason: `Shipped with ${carrier}, tracking number ${trackingNumber}.`,
          shipment,
          mail: 'shipped',
        },
        request.log,
      );
      deps.wake(order.id);
      return adminOrderDetail(deps.docs, order);
    },
  );
}
