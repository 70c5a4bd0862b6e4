/** Payment routes outside the checkout calls: the provider's webhook and the local sandbox. */
import type { FastifyPluginAsync } from 'fastify';
import type { DocumentStore } from '../../storage/port';
import type { PaidOrderMail } from '../orders/paid-mail';
import type { PaymentConfig } from './payment-config';
import { sandboxRoutes } from './sandbox-routes';
import { webhookRoutes } from './webhook-routes';

export interface PaymentRoutesOptions {
  docs: DocumentStore;
  payment: PaymentConfig;
  /** The mails of an order paid here (webhook, sandbox): every path that settles a payment sends them. */
  mail: PaidOrderMail;
}

export const paymentRoutes: FastifyPluginAsync<PaymentRoutesOptions> = async (app, { docs, payment, mail }) => {
  await app.register(webhookRoutes, { docs, webhookSecret: payment.webhookSecret, mail });
  await app.register(sandboxRoutes, { docs, payment });
};
