/**
 * The admin's orders API, every route admin only (401 signed out, 403 non-admin):
 *
 * GET  /api/admin/orders?status&q&limit&offset   newest first, paged (limit ≤ 100)
 * GET  /api/admin/orders/export.csv?from&to      CSV attachment of the orders created on those dates
 * GET  /api/admin/orders/:id                     the whole order
 * POST /api/admin/orders/:id/ship                {carrier, trackingNumber} → shipped + shopper mail
 * POST /api/admin/orders/:id/deliver             → delivered
 * POST /api/admin/orders/:id/cancel              {reason?} → refunded, cancelled, stock back, mail
 *                                                 (cash on delivery: cancelled, stock back, mail; no refund)
 * POST /api/admin/orders/:id/collect             {collectedPaise} → a delivered cash-on-delivery order paid
 * GET  /api/admin/sales                          sales figures and the first low-stock page
 * GET  /api/admin/low-stock?after&limit          the low-stock list a page at a time (fewest units first)
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../../config';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import type { MailWake } from '../orders/paid-mail';
import { createOrdersRepository } from '../orders/repository';
import { paymentGateway } from '../payment/gateway';
import { registerCancelOrder } from './cancel-order';
import { registerCollectCash } from './collect-cash';
import { registerDeliverOrder } from './deliver-order';
import { registerExportCsv } from './export-csv';
import { registerListOrders } from './list-orders';
import { registerOrderDetail } from './order-detail';
import { registerSales } from './sales';
import { registerShipOrder } from './ship-order';
import { namedPlugin } from '../../plugins/named-plugin';

export interface AdminOrdersRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
  config: Pick<ServerConfig, 'payment'>;
  /** The app's mail outbox wake (paid-mail.ts): the shopper's mails of ship and cancel go through the outbox. */
  wake: MailWake;
}

export const adminOrdersRoutes: FastifyPluginAsync<AdminOrdersRoutesOptions> = namedPlugin(
  'adminOrdersRoutes',
  async (app, { storage, config, wake }) => {
    const deps = {
      docs: storage.docs,
      orders: createOrdersRepository(storage.docs),
      onRequest: adminOnly(app, storage.users),
      // Razorpay with keys, the sandbox otherwise (refunds included); null when payments are off.
      gateway: paymentGateway(config.payment, storage.docs),
      wake,
    };
    registerListOrders(app, deps);
    registerExportCsv(app, deps);
    registerOrderDetail(app, deps);
    registerShipOrder(app, deps);
    registerDeliverOrder(app, deps);
    registerCancelOrder(app, deps);
    registerCollectCash(app, deps);
    registerSales(app, deps);
  },
);
