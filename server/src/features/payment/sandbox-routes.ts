/**
 * The local payment sandbox (ARCHITECTURE §7), on only with a demo- Firebase project and without
 * Razorpay keys (a real project refuses to start without them: payment-config.ts):
 *
 * GET  /sandbox/checkout.js  the Checkout-compatible script (config.json's default paymentScriptUrl)
 * POST /sandbox/pay          {order_id} of a pending sandbox order → {razorpay_order_id,
 *                            razorpay_payment_id, razorpay_signature}, signed here like Razorpay does.
 *                            The payment is kept in the sandbox's record (the reconciler asks it),
 *                            and its signed webhooks follow a moment later (sandbox-webhooks.ts),
 *                            so an order is paid even when the shopper's tab closes before verify.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { VerifyPaymentRequest } from 'shared-contracts';
import { httpError } from '../../http-errors';
import type { DocumentStore } from '../../storage/port';
import type { PaymentConfig } from './payment-config';
import { sandboxLedger } from './sandbox-ledger';
import { SANDBOX_SCRIPT } from './sandbox-script';
import { sandboxWebhookSender } from './sandbox-webhooks';
import { paymentSignature } from './signature';
import { namedPlugin } from '../../plugins/named-plugin';

export const SANDBOX_PATHS = { script: '/sandbox/checkout.js', pay: '/sandbox/pay' } as const;

export interface SandboxRoutesOptions {
  docs: DocumentStore;
  payment: PaymentConfig;
  /** The secret the sandbox's webhooks are signed with (the webhook route checks the same one). */
  webhookSecret: string | null;
}

const paySchema = {
  body: {
    type: 'object',
    required: ['order_id'],
    additionalProperties: false,
    properties: { order_id: { type: 'string', minLength: 1, maxLength: 128 } },
  },
} as const;

export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = namedPlugin(
  'sandboxRoutes',
  async (app, { docs, payment, webhookSecret }) => {
    if (!payment.sandboxEnabled) return;
    const ledger = sandboxLedger(docs);
    const sendWebhooks = webhookSecret
      ? sandboxWebhookSender(app, { secret: webhookSecret, delayMs: payment.sandboxWebhookDelayMs })
      : null;

    app.get(SANDBOX_PATHS.script, async (_request, reply) => {
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return SANDBOX_SCRIPT;
    });

    app.post<{ Body: { order_id: string } }>(
      SANDBOX_PATHS.pay,
      { schema: paySchema },
      async (request): Promise<VerifyPaymentRequest> => {
        const captured = await ledger.capture(request.body.order_id, new Date());
        if (captured.outcome === 'refused') throw httpError(captured.statusCode, captured.message);
        const { payment: taken, order } = captured;
        sendWebhooks?.(taken, order);
        return {
          razorpay_order_id: order.id,
          razorpay_payment_id: taken.id,
          razorpay_signature: paymentSignature(order.id, taken.id, payment.sandboxSecret),
        };
      },
    );
  },
);
