/**
 * The local payment sandbox (ARCHITECTURE §7), on only without Razorpay keys and never in
 * production unless PAYMENT_SANDBOX_IN_PRODUCTION=true:
 *
 * GET  /sandbox/checkout.js  the Checkout-compatible script (config.json's default paymentScriptUrl)
 * POST /sandbox/pay          {order_id} of a pending sandbox order → {razorpay_order_id,
 *                            razorpay_payment_id, razorpay_signature}, signed here like Razorpay does
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { VerifyPaymentRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import { createOrdersRepository } from '../orders/repository';
import { refusedMove } from '../orders/transitions';
import type { PaymentConfig } from './payment-config';
import { SANDBOX_SCRIPT } from './sandbox-script';
import { paymentSignature } from './signature';

export const SANDBOX_PATHS = { script: '/sandbox/checkout.js', pay: '/sandbox/pay' } as const;

export interface SandboxRoutesOptions {
  docs: DocumentStore;
  payment: PaymentConfig;
}

const paySchema = {
  body: {
    type: 'object',
    required: ['order_id'],
    additionalProperties: false,
    properties: { order_id: { type: 'string', minLength: 1, maxLength: 128 } },
  },
} as const;

export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, { docs, payment }) => {
  if (!payment.sandboxEnabled) return;
  const orders = createOrdersRepository(docs);

  app.get(SANDBOX_PATHS.script, async (_request, reply) => {
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
    return SANDBOX_SCRIPT;
  });

  app.post<{ Body: { order_id: string } }>(SANDBOX_PATHS.pay, { schema: paySchema }, async (request): Promise<VerifyPaymentRequest> => {
    const order = await orders.get(request.body.order_id);
    if (!order || order.provider !== 'sandbox') throw httpError(404, 'No sandbox order with this id.');
    // Paid, shipped, cancelled…: the transition table says why it cannot be paid (again).
    const refused = refusedMove(order.status, 'paid');
    if (refused) throw httpError(409, refused);
    const paymentId = `pay_${randomBytes(9).toString('base64url')}`;
    return {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(order.id, paymentId, payment.sandboxSecret),
    };
  });
};
