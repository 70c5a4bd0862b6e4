/**
 * Tax invoice downloads (PDF, drawn from the stored invoice with renderInvoicePdf):
 *
 * GET /api/orders/:orderId/invoice.pdf        the order's shopper (or an admin); anyone else gets
 *                                             404, as for an order that does not exist, so an
 *                                             invoice's existence is not told to strangers
 * GET /api/admin/orders/:orderId/invoice.pdf  admin
 *
 * A paid order whose invoice was not issued at payment (the settle path logged why) gets it now;
 * an unpaid order, or one taken before the GST settings were saved, has none: 404 saying why.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { createOrdersRepository } from '../orders/repository';
import { issueInvoice } from './issue-invoice';
import { renderInvoicePdf } from './invoicePdf';
import { taxInvoiceDocument, type IssuedInvoice } from './issued-invoice';

export const INVOICE_ORDER_NOT_FOUND = 'Order not found.';
export const noInvoiceMessage = (reason: string): string => `This order has no tax invoice: ${reason}.`;

export const INVOICE_API_PATHS = {
  shopper: (orderId: string): string => `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
  admin: (orderId: string): string => `/api/admin/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
} as const;

export interface InvoiceRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
}

const paramsSchema = {
  params: {
    type: 'object',
    required: ['orderId'],
    additionalProperties: false,
    properties: { orderId: { type: 'string', minLength: 1, maxLength: 128 } },
  },
} as const;

/** "LK/26-27/000123" → "LK-26-27-000123.pdf": a file name without slashes. */
const fileName = (invoice: IssuedInvoice): string => `${invoice.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

export const invoiceRoutes: FastifyPluginAsync<InvoiceRoutesOptions> = async (app, { storage }) => {
  const orders = createOrdersRepository(storage.docs);

  async function invoiceOf(orderId: string, mayRead: (uid: string) => Promise<boolean>): Promise<IssuedInvoice> {
    const order = await orders.get(orderId);
    if (!order || !(await mayRead(order.uid))) throw httpError(404, INVOICE_ORDER_NOT_FOUND);
    const result = await issueInvoice(storage.docs, order);
    if (!result.invoice) throw httpError(404, noInvoiceMessage(result.reason));
    return result.invoice;
  }

  async function sendPdf(reply: FastifyReply, invoice: IssuedInvoice) {
    const pdf = await renderInvoicePdf(taxInvoiceDocument(invoice));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName(invoice)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  app.get<{ Params: { orderId: string } }>(
    '/api/orders/:orderId/invoice.pdf',
    { onRequest: app.requireVerifiedUser, schema: paramsSchema },
    async (request, reply) => {
      const { uid } = currentUser(request);
      const invoice = await invoiceOf(
        request.params.orderId,
        async (owner) => owner === uid || (await storage.users.get(uid))?.role === 'Admin',
      );
      return sendPdf(reply, invoice);
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/api/admin/orders/:orderId/invoice.pdf',
    { onRequest: adminOnly(app, storage.users), schema: paramsSchema },
    async (request, reply) => sendPdf(reply, await invoiceOf(request.params.orderId, async () => true)),
  );
};
