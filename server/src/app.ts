/**
 * The Fastify application, built from injected parts so tests can drive it with `app.inject`.
 * Structured JSON logs (pino) with a request id per request; strict body validation.
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { ServerConfig } from './config';
import { firebaseAccountDeleter, type AuthAccountDeleter } from './features/admin/auth-accounts';
import { accountRoutes } from './features/addresses/routes';
import { adminRoutes } from './features/admin/routes';
import { adminOrdersRoutes } from './features/admin-orders/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { deliveryRoutes } from './features/delivery/routes';
import { gstSettingsRoutes } from './features/gst-settings/routes';
import { featuredOfferRoutes } from './features/featured-offer/routes';
import { couponRoutes } from './features/coupons/routes';
import { invoiceRoutes } from './features/invoices/routes';
import { healthRoutes } from './features/health/routes';
import { installMetrics } from './features/metrics/metrics';
import { readyRoutes } from './features/health/ready';
import { orderExpiry } from './features/orders/expire';
import { paidOrderMail } from './features/orders/paid-mail';
import { orderReconciler } from './features/orders/reconcile';
import { MAIL_OUTBOX_INTERVAL_MS, mailOutbox } from './features/orders/paid-mail-outbox';
import { ordersRoutes } from './features/orders/routes';
import { paymentGateway } from './features/payment/gateway';
import { paymentRoutes } from './features/payment/routes';
import { paymentSettler } from './features/payment/settle-payment';
import { productsRoutes } from './features/products/routes';
import { savedListsRoutes } from './features/saved-lists/routes';
import { uploadsRoutes } from './features/uploads/routes';
import { usersRoutes } from './features/users/routes';
import { installAuth, type TokenVerifier } from './plugins/auth';
import { firebaseAuth } from './plugins/firebase';
import { formatSchemaErrors, installErrorHandling } from './plugins/errors';
import { installProtection, trustedProxies } from './plugins/protection';
import type { StoragePort } from './storage/port';
import { tombstoneExpiry } from './storage/tombstone-expiry';
import { migrationsPlugin } from './migrations/plugin';

export interface AppDeps {
  config: ServerConfig;
  storage: StoragePort;
  verifyToken: TokenVerifier;
  /** Removes sign-in accounts (admin user deletion); firebase-admin unless a test stands in. */
  deleteAuthAccount?: AuthAccountDeleter;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;
/**
 * One schema compiler (Fastify's own, pooled by its options) for every app this process builds:
 * each compiled route schema is reused instead of compiled again per app. A deployed server
 * builds one app; the tests build one per case, and compiled every route anew each time.
 */
const buildValidator = AjvCompiler();

export function buildApp({ config, storage, verifyToken, deleteAuthAccount }: AppDeps): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Keep a caller's x-request-id when it looks sane, otherwise make one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Unknown fields are rejected, never silently dropped; types are not coerced either (Fastify's
    // default would store `{"displayName": 123}` as "123"). Declare path and query parameters as
    // strings and convert them in the handler.
    ajv: { customOptions: { removeAdditional: false, allErrors: false, coerceTypes: false } },
    schemaController: { compilersFactory: { buildValidator } },
    schemaErrorFormatter: formatSchemaErrors,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(config.http.trustProxy),
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  installErrorHandling(app);
  installAuth(app, verifyToken);
  // First, on the root: the rate limiter only sees routes registered after it.
  installProtection(app, config.http);
  installMetrics(app, config.metrics);

  void app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // If-Match/ETag: saved lists are saved only at the revision the browser last saw.
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match'],
    exposedHeaders: ['x-request-id', 'ETag'],
    maxAge: 600,
  });

  void app.register(healthRoutes, { storageKind: storage.kind });
  void app.register(readyRoutes, { storage });
  void app.register(usersRoutes, { users: storage.users });
  void app.register(savedListsRoutes, { docs: storage.docs });
  const removeAuthAccount = deleteAuthAccount ?? firebaseAccountDeleter(() => firebaseAuth(config));
  void app.register(adminRoutes, { storage, deleteAuthAccount: removeAuthAccount });
  void app.register(accountRoutes, { storage, deleteAuthAccount: removeAuthAccount });
  void app.register(uploadsRoutes, { dataDir: config.dataDir, uploads: config.uploads, storage });
  void app.register(productsRoutes, {
    storage,
    uploads: config.uploads,
    streamLimits: config.http.streams,
    reviews: config.reviews,
  });
  // One settle path (order paid once, cart, mails, a double payment refunded) for every report of a
  // payment: verify, webhook, reconciler.
  const gateway = paymentGateway(config.payment, storage.docs);
  // One mail set-up: the settle wakes the outbox sender of this process with it.
  const mail = paidOrderMail(config);
  const settle = paymentSettler({ docs: storage.docs, gateway, mail });
  void app.register(checkoutRoutes, { docs: storage.docs, config, settle, mail });
  void app.register(ordersRoutes, { storage });
  void app.register(deliveryRoutes, { storage });
  void app.register(gstSettingsRoutes, { storage });
  void app.register(featuredOfferRoutes, { storage });
  void app.register(couponRoutes, { storage, limits: config.payment });
  void app.register(invoiceRoutes, { storage });
  void app.register(adminOrdersRoutes, { storage, config, wake: mail.wake });
  void app.register(migrationsPlugin, { docs: storage.docs });
  void app.register(orderExpiry, {
    docs: storage.docs,
    intervalMs: config.payment.orderExpirySweepMs,
    wake: mail.wake,
  });
  void app.register(tombstoneExpiry, { storage });
  void app.register(orderReconciler, { docs: storage.docs, gateway, settle, intervalMs: config.payment.reconcileMs });
  void app.register(mailOutbox, { docs: storage.docs, mail, intervalMs: MAIL_OUTBOX_INTERVAL_MS });
  void app.register(paymentRoutes, { docs: storage.docs, payment: config.payment, dataDir: config.dataDir, settle });

  return app;
}
