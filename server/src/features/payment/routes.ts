/** Payment routes outside the checkout calls: the provider's webhook and the local sandbox. */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { PaymentConfig } from './payment-config';
import { sandboxRoutes } from './sandbox-routes';
import { sandboxWebhookSecret } from './sandbox-webhook-secret';
import type { PaymentSettler } from './settle-payment';
import { webhookRoutes } from './webhook-routes';
import { namedPlugin } from '../../plugins/named-plugin';

export interface PaymentRoutesOptions {
  docs: DocumentStore;
  payment: PaymentConfig;
  /** Where the sandbox keeps its webhook secret. */
  dataDir: string;
  /** The settle path every confirmed payment takes (webhook here, verify in checkout, the reconciler). */
  settle: PaymentSettler;
}

/**
 * The webhook secret: RAZORPAY_WEBHOOK_SECRET when set (with Razorpay keys it is the only one);
 * otherwise, while the sandbox takes payments, the sandbox's own kept secret; else none (503).
 */
export function webhookSecretOf(payment: PaymentConfig, dataDir: string): string | null {
  if (payment.webhookSecret) return payment.webhookSecret;
  return payment.sandboxEnabled ? sandboxWebhookSecret(dataDir) : null;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = namedPlugin(
  'paymentRoutes',
  async (app, { docs, payment, dataDir, settle }) => {
    const webhookSecret = webhookSecretOf(payment, dataDir);
    if (payment.razorpay && !webhookSecret) {
      app.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: payments are settled by the checkout and the reconciler only.');
    }
    await app.register(webhookRoutes, { docs, webhookSecret, settle });
    await app.register(sandboxRoutes, { docs, payment, webhookSecret });
  },
);
