/** Payment routes outside the checkout calls: the provider's webhook and the local sandbox. */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { PaymentConfig } from './payment-config';
import { sandboxRoutes } from './sandbox-routes';
import { webhookRoutes } from './webhook-routes';

export interface PaymentRoutesOptions {
  docs: DocumentStore;
  payment: PaymentConfig;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { docs, payment }) => {
  await app.register(webhookRoutes, { docs, webhookSecret: payment.webhookSecret });
  await app.register(sandboxRoutes, { docs, payment });
};
