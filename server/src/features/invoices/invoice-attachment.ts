/** The order-confirmation mail's attachment: the order's tax invoice as a PDF, when one was issued. */
import type { DocumentStore } from '../../storage/port';
import type { MailMessage } from '../mail/mailer';
import type { OrderLog } from '../orders/stock-moves';
import { renderInvoicePdf } from './invoicePdf';
import { taxInvoiceDocument, toIssuedInvoice } from './issued-invoice';

/** "LK/26-27/000123" → "LK-26-27-000123.pdf": a file name without slashes. */
export const documentFileName = (number: string): string => `${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;

/**
 * `message` with the invoice of `orderId` attached; as it is when the order has none, or when the
 * invoice cannot be drawn (logged: the mail still goes, and the invoice is on the order's page).
 */
export async function withInvoiceAttached(
  message: MailMessage,
  orderId: string,
  docs: Pick<DocumentStore, 'get'>,
  log: Pick<OrderLog, 'error'>,
): Promise<MailMessage> {
  try {
    const invoice = toIssuedInvoice(await docs.get('invoices', orderId));
    if (!invoice) return message;
    const content = await renderInvoicePdf(taxInvoiceDocument(invoice));
    const attachment = { filename: documentFileName(invoice.number), content, contentType: 'application/pdf' };
    return { ...message, attachments: [...(message.attachments ?? []), attachment] };
  } catch (error) {
    log.error({ err: error, orderId }, 'tax invoice not attached to the order mail');
    return message;
  }
}
