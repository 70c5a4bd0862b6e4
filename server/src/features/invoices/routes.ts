/**
 * Tax invoice downloads (PDF, drawn from the stored invoice with renderInvoicePdf):
 *
 * GET /api/orders/:orderId/invoice.pdf        the order's shopper (or an admin); anyone else gets
 *                                             404, as for an order that does not exist, so an
 *                                             invoice's existence is not told to strangers
 * GET /api/admin/orders/:orderId/invoice.pdf  admin
 * GET /api/orders/:orderId/credit-note.pdf    the same for a cancelled and refunded order's credit
 * GET /api/admin/orders/:orderId/credit-note.pdf  note
 *
 * A paid order whose invoice was not issued at payment (the settle path logged why) gets it now;
 * an unpaid order, or one taken before the GST settings were saved, has none: 404 saying why. The
 * same for a refunded order's credit note.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GST_DOCUMENT_PATHS } from 'shared-contracts/gst';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import { adminOnly } from '../admin/require-admin';
import { createOrdersRepository, type OrderRecord } from '../orders/repository';
import { documentFileName } from './invoice-attachment';
import type { InvoiceDocument } from './invoiceDocument';
import { issueCreditNote } from './issue-credit-note';
import { issueInvoice } from './issue-invoice';
import { renderInvoicePdf } from './invoicePdf';
import { creditNoteDocument, taxInvoiceDocument } from './issued-invoice';
import { namedPlugin } from '../../plugins/named-plugin';

export const INVOICE_ORDER_NOT_FOUND = 'Order not found.';
export const noInvoiceMessage = (reason: string): string => `This order has no tax invoice: ${reason}.`;
export const noCreditNoteMessage = (reason: string): string => `This order has no credit note: ${reason}.`;

export const INVOICE_API_PATHS = {
  shopper: GST_DOCUMENT_PATHS.invoice,
  admin: GST_DOCUMENT_PATHS.adminInvoice,
  shopperCreditNote: GST_DOCUMENT_PATHS.creditNote,
  adminCreditNote: GST_DOCUMENT_PATHS.adminCreditNote,
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

export const invoiceRoutes: FastifyPluginAsync<InvoiceRoutesOptions> = namedPlugin(
  'invoiceRoutes',
  async (app, { storage }) => {
    const orders = createOrdersRepository(storage.docs);

    type Reader = (uid: string) => Promise<boolean>;
    type Drawn = { pdf: InvoiceDocument; fileNumber: string };

    async function orderFor(orderId: string, mayRead: Reader): Promise<OrderRecord> {
      const order = await orders.get(orderId);
      if (!order || !(await mayRead(order.uid))) throw httpError(404, INVOICE_ORDER_NOT_FOUND);
      return order;
    }

    async function invoiceOf(orderId: string, mayRead: Reader): Promise<Drawn> {
      const result = await issueInvoice(storage.docs, await orderFor(orderId, mayRead));
      if (!result.invoice) throw httpError(404, noInvoiceMessage(result.reason));
      return { pdf: taxInvoiceDocument(result.invoice), fileNumber: result.invoice.number };
    }

    async function creditNoteOf(orderId: string, mayRead: Reader): Promise<Drawn> {
      const result = await issueCreditNote(storage.docs, await orderFor(orderId, mayRead));
      if (!result.creditNote) throw httpError(404, noCreditNoteMessage(result.reason));
      return { pdf: creditNoteDocument(result.creditNote), fileNumber: result.creditNote.number };
    }

    async function sendPdf(reply: FastifyReply, { pdf, fileNumber }: Drawn) {
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(fileNumber)}"`)
        .header('cache-control', 'private, no-store')
        .send(await renderInvoicePdf(pdf));
    }

    for (const [document, find] of [
      ['invoice', invoiceOf],
      ['credit-note', creditNoteOf],
    ] as const) {
      app.get<{ Params: { orderId: string } }>(
        `/api/orders/:orderId/${document}.pdf`,
        { onRequest: app.requireVerifiedUser, schema: paramsSchema },
        async (request, reply) => {
          const { uid } = currentUser(request);
          const drawn = await find(
            request.params.orderId,
            async (owner) => owner === uid || (await storage.users.get(uid))?.role === 'Admin',
          );
          return sendPdf(reply, drawn);
        },
      );

      app.get<{ Params: { orderId: string } }>(
        `/api/admin/orders/:orderId/${document}.pdf`,
        { onRequest: adminOnly(app, storage.users), schema: paramsSchema },
        async (request, reply) => sendPdf(reply, await find(request.params.orderId, async () => true)),
      );
    }
  },
);
